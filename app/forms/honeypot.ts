/** The honeypot field's name: hidden from people; bots that fill it are thanked and ignored. */
export const HONEYPOT_FIELD = "company_website";
