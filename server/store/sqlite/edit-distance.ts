// The measure is shared by every engine's search; this path stays for the SQLite tests that import it here.
export { withinEdits } from "../search/edit-distance";
