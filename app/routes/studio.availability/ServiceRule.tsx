import { Link } from "react-router";
import { CheckboxField, NumberField, SelectField } from "~/components/forms";
import { DutchBadge } from "~/components/studio/DutchBadge";
import { SESSION_LOCATIONS } from "~/schemas/availability";
import { fieldsOf, TimeField, type FormState } from "./fields";
import type { BookingServiceRow } from "./save.server";
import { MeetingPointFields, meetingPointGap } from "./MeetingPointFields";
import { SeasonalStarts } from "./SeasonalRows";
import { PAYMENT_KINDS } from "./service-rules";
import { PLACE_NAMES } from "~/booking/session-places";

const LOCATIONS = SESSION_LOCATIONS.map((location) => ({ value: location, label: PLACE_NAMES[location] }));

/** One service's rule: whether it is booked online, when it may start, where (and a home visit's travel, a meeting point), and for how many. */
export function ServiceRule({ service, state }: { service: BookingServiceRow; state: FormState }) {
  const { field, select, checkbox } = fieldsOf(state);
  const name = (rule: string) => `services.${service.id}.${rule}`;
  return (
    <fieldset>
      <legend>
        {service.name}
        <DutchBadge label={meetingPointGap(`services.${service.id}`, state.values)} />
      </legend>
      <p className="studio-muted">
        {service.minutes === null ? "Not on the site: it cannot be booked whatever is set here." : `Lasts ${service.minutes} minutes for one person. `}
        {service.minutes === null ? null : (
          <>
            The length is edited on <Link to={`/studio/content/services/${encodeURIComponent(service.id)}`}>the service itself</Link>.
          </>
        )}
      </p>
      <CheckboxField {...checkbox(name("online"))} label="Bookable online (otherwise visitors send a request)" />
      {/* Its own line: a grid column is too narrow for its longest choices. */}
      <div className="studio-row studio-row--wide">
        <SelectField {...select(name("location"))} label="Where" options={LOCATIONS} />
      </div>
      <div className="studio-row">
        <TimeField {...field(name("startFrom"))} label="Earliest start" />
        <TimeField {...field(name("startUntil"))} label="Latest start" />
        <NumberField {...field(name("bufferMinutes"))} label="Buffer after (minutes)" hint="Kept free after each session." min={0} max={240} />
        <NumberField {...field(name("extraPersonMinutes"))} label="Minutes per extra person" min={0} max={240} />
        <NumberField {...field(name("maxPeople"))} label="Most people (1–6)" min={1} max={6} />
        <SelectField {...select(name("paymentKind"))} label="Paid online when booked" options={PAYMENT_KINDS} />
        <NumberField {...field(name("depositEuros"))} label="Deposit (€, whole euros)" hint="Used when a deposit is chosen." min={1} max={1000} />
        <NumberField
          {...field(name("travelMinutes"))}
          label="Travel each way (minutes)"
          hint="At the client's home: kept busy before and after the session."
          min={0}
          max={240}
        />
      </div>
      <MeetingPointFields prefix={`services.${service.id}`} state={state} />
      <SeasonalStarts prefix={`services.${service.id}`} state={state} />
    </fieldset>
  );
}
