/**
 * The Dutch labels of the order page's two buttons that the emails quote, in one place so the
 * page and the emails say the same (the FAQ quotes the second too). Plain strings: the page's
 * script carries them.
 */
export const SEND_FOR_ANALYSIS_NL = "Versturen voor analyse";
export const KEEP_PHOTOS_NL = "Bewaar mijn foto's voor een vervolg";
