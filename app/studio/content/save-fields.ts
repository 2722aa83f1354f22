/**
 * The field every studio form carries with the version of the document it shows (Firestore's
 * updateTime when the form was filled; "" for a new document): the content forms, quick saves,
 * the inbox and the users page alike. No content field may be called this.
 */
export const UPDATE_TIME_FIELD = "updateTime";
/** The key of an error about the whole form rather than one field (EditorPage shows it at the top). */
export const FORM_ERROR = "";
