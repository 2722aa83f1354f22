/** The hidden field holding the document's updateTime when the form was filled ("" for a new document). */
export const UPDATE_TIME_FIELD = "__updateTime";
