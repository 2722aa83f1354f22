import * as v from "valibot";
import { Email, field, OptionalPhone, PersonName, say } from "./fields";

/** The contact form, checked alike in the browser and on the server. */
export const ContactMessageForm = v.object({
  name: PersonName,
  email: Email,
  message: v.pipe(
    field(),
    v.trim(),
    v.nonEmpty(say("Write a message.", "Schrijf een bericht.")),
    v.minLength(10, say("Your message needs at least 10 characters.", "Je bericht moet minstens 10 tekens lang zijn.")),
    v.maxLength(5000, say("Keep your message to 5,000 characters or fewer.", "Je bericht mag maximaal 5.000 tekens lang zijn.")),
  ),
  whatsapp: OptionalPhone,
});
export type ContactMessageForm = v.InferOutput<typeof ContactMessageForm>;
