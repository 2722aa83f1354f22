// Every schema of the app, one module per entity (docs/decisions/006-valibot.md): import from
// "~/schemas" or from the entity's own module, whichever reads better.
export * from "./article";
export * from "./booking-request";
export * from "./calendar-import";
export * from "./common";
export * from "./contact-message";
export * from "./fields";
export * from "./inbox";
export * from "./photo";
export * from "./service";
export * from "./service-category";
export * from "./sign-in-failure";
export * from "./studio-audit";
export * from "./studio-session";
export * from "./studio-user";
export * from "./testimonial";
export * from "./website";
