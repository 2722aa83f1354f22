/** The hidden field holding the document's updateTime when the form was filled ("" for a new document). */
export const UPDATE_TIME_FIELD = "__updateTime";
/** The key of an error about the whole form rather than one field (EditorPage shows it at the top). */
export const FORM_ERROR = "";
