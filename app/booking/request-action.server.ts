import { data, type ActionFunctionArgs } from "react-router";
import { BOOKING_MODES } from "~/data/booking-modes";
import { bookingRequestEmail } from "~/email/studio-email";
import { notifyStudio } from "~/email/notify-studio.server";
import { createBookingRequest, markBookingRequestNotified } from "~/models/booking-requests.server";
import { getBookableServices } from "~/models/booking-services.server";
import { studioTomorrow } from "~/platform/studio-clock";
import { calendarDay } from "~/site/time";
import { bookingRequestSchema, type BookingKind, type BookingRequest, type VoucherFormat } from "~/schemas/booking-request";
import { handleSubmission, passed, refused, sourcePage, submissionStatus, type SubmissionProblem } from "~/forms/submission.server";
import { appContext, cloudflareContext } from "~/firestore/app-context.server";
import { requestLocale, type Locale } from "~/site/locale";
import { defineWords, wordsFor } from "~/site/words";

/** What the visitor asked for, shown back to them once the request is stored. */
export type BookingConfirmationData = {
  kind: BookingKind;
  serviceName: string;
  name: string;
  email: string;
  dates: string[];
  people: string[];
  recipient?: { name: string; email: string; voucherFormat: VoucherFormat };
};

export type BookingActionData =
  | { status: "sent"; confirmation: BookingConfirmationData }
  | { status: SubmissionProblem; values: Record<string, string>; errors: Record<string, string>; message?: string };

const WORDS = defineWords<Record<SubmissionProblem | "notListed", string>>({
  en: {
    expired: "This form was out of date, so your request has not been sent yet. Please send it again; what you typed is still here.",
    unreadable: "We could not read what your browser sent. Please try again.",
    invalid: "Some details need another look: see the messages next to the fields.",
    "rate-limited": "You have sent several requests in the last minute. Please wait a minute and send it again; what you typed is still here.",
    failed: "We could not save your request just now. Please try again in a moment; what you typed is still here.",
    notListed: "Choose one of the analyses listed.",
  },
  nl: {
    expired: "Dit formulier was verouderd, dus je aanvraag is nog niet verstuurd. Verstuur hem opnieuw; wat je hebt ingevuld, staat er nog.",
    unreadable: "We konden niet lezen wat je browser verstuurde. Probeer het opnieuw.",
    invalid: "Een paar gegevens kloppen nog niet: kijk bij de meldingen naast de velden.",
    "rate-limited": "Je hebt in de afgelopen minuut meerdere aanvragen verstuurd. Wacht even een minuut en verstuur hem dan opnieuw; wat je hebt ingevuld, staat er nog.",
    failed: "We konden je aanvraag even niet opslaan. Probeer het zo nog eens; wat je hebt ingevuld, staat er nog.",
    notListed: "Kies een van de analyses in de lijst.",
  },
});

function confirmationOf(request: BookingRequest, serviceName: string, locale: Locale): BookingConfirmationData {
  const people =
    request.mode === "couple" ? [request.name, request.partnerName] : request.mode === "group" ? request.participantNames : [request.name];
  return {
    kind: request.mode,
    serviceName,
    name: request.name,
    email: request.email,
    dates: [request.preferredDate1, request.preferredDate2].filter(Boolean).map((date) => calendarDay(date, locale)),
    people,
    recipient:
      request.mode === "gift"
        ? { name: request.recipientName, email: request.recipientEmail, voucherFormat: request.voucherFormat }
        : undefined,
  };
}

/**
 * The request form's action on every booking page (its body already read, null when it could not
 * be): validate, check the service, store, confirm; then, after the visitor has their answer,
 * email the studio about the request.
 */
export async function bookingAction({ request, context }: ActionFunctionArgs, kind: BookingKind, form: FormData | null) {
  const app = context.get(appContext);
  const env = context.get(cloudflareContext).env;
  const locale = requestLocale(request);
  const MESSAGES = wordsFor(WORDS, locale);
  // "Just for me" may ask for any service kept as a request; the gift, couple and group pages for their analyses.
  const offered = (await getBookableServices(app)).filter((service) => kind === "self" || BOOKING_MODES[kind].serviceIds.includes(service.serviceUUID));
  const result = await handleSubmission({
    request,
    form,
    app,
    env,
    schema: bookingRequestSchema(studioTomorrow()),
    limiterPrefix: "booking",
    prepare: (values) => ({ ...values, mode: kind }),
    check: (input) => {
      const service = offered.find((candidate) => candidate.serviceUUID === input.service);
      return service ? passed(service) : refused({ service: MESSAGES.notListed });
    },
    store: async (id, input, posted, service) => {
      const origin = { id, serviceName: service.name, page: sourcePage(posted, request) };
      const stored = await createBookingRequest(app, id, input, origin);
      // A submission stored before was announced then.
      if (stored === "created") {
        app.waitUntil(
          notifyStudio(app, env.STUDIO_EMAIL, {
            document: `BookingRequests/${id}`,
            email: bookingRequestEmail(input, { ...origin, siteUrl: app.config.siteUrl }),
            record: (outcome) => markBookingRequestNotified(app, id, outcome),
          }),
        );
      }
      return stored;
    },
  });

  if (result.status === "sent") {
    const confirmation = confirmationOf(result.submitted, result.checked.name, locale);
    return data<BookingActionData>({ status: "sent", confirmation });
  }
  if (result.status === "spam") {
    // A bot filled the hidden field: it is thanked like a person and nothing is stored.
    return data<BookingActionData>({
      status: "sent",
      confirmation: { kind, serviceName: "", name: "", email: "", dates: [], people: [] },
    });
  }
  const errors = result.status === "invalid" ? (result.errors as Record<string, string>) : {};
  return data<BookingActionData>(
    { status: result.status, values: result.values, errors, message: MESSAGES[result.status] },
    { status: submissionStatus(result) },
  );
}
