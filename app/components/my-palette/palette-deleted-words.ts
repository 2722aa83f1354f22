import { defineWords } from "~/site/words";

/** The words of the page that says a palette is deleted (`/my-palette/deleted`). */
export const PALETTE_DELETED_WORDS = defineWords({
  en: {
    meta: "Your palette is deleted",
    eyebrow: "My palette",
    title: "Your palette is deleted",
    lead: "We have removed your colours, notes and link from our records, and any copy this device kept to open your palette offline.",
    after: "Anything you printed or saved yourself is still yours. If you would like your colours again, we would love to see you for a new session.",
    book: "Book a colour analysis",
    seasons: "Read about the seasons",
  },
  nl: {
    meta: "Je palet is verwijderd",
    eyebrow: "Mijn palet",
    title: "Je palet is verwijderd",
    lead: "We hebben je kleuren, notities en link uit onze administratie gehaald, en ook de kopie die dit apparaat eventueel bewaarde om je palet zonder internet te openen.",
    after: "Wat je zelf hebt geprint of opgeslagen, blijft van jou. Wil je je kleuren weer bij de hand hebben? Dan zien we je graag terug voor een nieuwe sessie.",
    book: "Plan een kleuranalyse",
    seasons: "Lees meer over de seizoenen",
  },
});
