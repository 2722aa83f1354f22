import type { ReactNode } from "react";
import type { ServiceView } from "~/models/service-view";

type Props = {
  service: Pick<ServiceView, "formatLabel" | "durationLabel" | "priceLabel">;
  /** "header": in a page header; "stacked": one fact under another, in a comparison card. */
  variant?: "header" | "stacked";
  /** More facts after the price, as `<div><dt/><dd/></div>` groups. */
  children?: ReactNode;
};

/** A service's format, duration and price, the facts every service listing shows. */
export function ServiceFacts({ service, variant, children }: Props) {
  return (
    <dl className={variant ? `service-facts service-facts--${variant}` : "service-facts"}>
      <div>
        <dt>Format</dt>
        <dd>{service.formatLabel}</dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd>{service.durationLabel}</dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd className="service-facts__price">{service.priceLabel}</dd>
      </div>
      {children}
    </dl>
  );
}
