import { format } from '@/lib/config/format';
import { saveMessages } from '@/components/trip/save-messages';
import { isEntryId } from '@/lib/entries/entry-id';
import { TRIP_MAX_ITEMS } from '@/lib/trip/ids';
import { SaveToggleButton, type SaveToggleCopy } from './trip-controls';

export interface SaveToggleProps {
  /** The entry's own id (its source UUID), never an occurrence's. */
  id: string;
  title: string;
}

const COPY: SaveToggleCopy = {
  save: saveMessages.save,
  saved: saveMessages.saved,
  full: format(saveMessages.full, { max: TRIP_MAX_ITEMS }),
};

/**
 * Saves an entry to the visitor's trip or takes it off (docs/product.md#saving): a toggle button named
 * "Save <title>" whose visible label ("Save" / "Saved") and icon show the state, as aria-pressed does. The server
 * HTML is unpressed and the button stays invisible, its space kept, until it has hydrated: no visitor meets a
 * button that cannot work yet, and without JavaScript there is none. A full trip is said in a status line beside it.
 * An id that cannot name an entry gets no toggle.
 *
 * Not a client module itself: rendered by a server component it hands the client part its copy as props (the
 * message set stays out of the page frame's code); imported by client code it simply runs there.
 */
export function SaveToggle({ id, title }: SaveToggleProps) {
  const key = id.toLowerCase();
  return isEntryId(key) ? <SaveToggleButton id={key} title={title} copy={COPY} /> : null;
}
