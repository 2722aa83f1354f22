export * from "./common";
export * from "./website";
export * from "./service-category";
export * from "./service";
export * from "./testimonial";
