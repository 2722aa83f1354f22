import * as v from "valibot";
import { Email, field, OptionalPhone, PersonName } from "./fields";

/** The contact form, checked alike in the browser and on the server. */
export const ContactMessageForm = v.object({
  name: PersonName,
  email: Email,
  message: v.pipe(
    field(),
    v.trim(),
    v.nonEmpty("Write a message."),
    v.minLength(10, "Your message needs at least 10 characters."),
    v.maxLength(5000, "Keep your message to 5,000 characters or fewer."),
  ),
  whatsapp: OptionalPhone,
});
export type ContactMessageForm = v.InferOutput<typeof ContactMessageForm>;
