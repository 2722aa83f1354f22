import type { ReactNode } from "react";
import type { ServiceView } from "~/models/service-view";
import { usePageWords } from "~/site/page-locale";
import { defineWords } from "~/site/words";

const WORDS = defineWords({
  en: { format: "Format", duration: "Duration", price: "Price" },
  nl: { format: "Vorm", duration: "Duur", price: "Prijs" },
});

type Props = {
  service: Pick<ServiceView, "formatLabel" | "durationLabel" | "priceLabel">;
  /** "header": in a page header; "stacked": one fact under another, in a comparison card. */
  variant?: "header" | "stacked";
  /** More facts after the price, as `<div><dt/><dd/></div>` groups. */
  children?: ReactNode;
};

/**
 * A service's format, duration and price, the facts every service listing shows. The labels come
 * in the page's language from its loader (`toServiceView`, app/models/service-view.ts).
 */
export function ServiceFacts({ service, variant, children }: Props) {
  const words = usePageWords(WORDS);
  return (
    <dl className={variant ? `service-facts service-facts--${variant}` : "service-facts"}>
      <div>
        <dt>{words.format}</dt>
        <dd>{service.formatLabel}</dd>
      </div>
      <div>
        <dt>{words.duration}</dt>
        <dd>{service.durationLabel}</dd>
      </div>
      <div>
        <dt>{words.price}</dt>
        <dd className="service-facts__price">{service.priceLabel}</dd>
      </div>
      {children}
    </dl>
  );
}
