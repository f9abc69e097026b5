export declare function envExample(): string;
