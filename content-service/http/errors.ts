/** An answer-shaped failure: routes throw it, the server turns it into `{"error":{"id","data"}}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    readonly data: unknown = null,
  ) {
    super(id);
  }
}

/** Geo Tools answer their errors as `{"error":{"code","info","type"}}`. */
export class GeoError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly info: string,
    readonly type: string,
  ) {
    super(code);
  }
}
