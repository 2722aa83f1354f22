/** The id of an article form's control: `field-<name>`, with the name's brackets and dots made safe. */
export const articleFieldId = (name: string) => `field-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
