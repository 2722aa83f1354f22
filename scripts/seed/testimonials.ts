import type * as v from "valibot";
import type { Testimonial } from "~/schemas";
import { wardrobeAndMakeoverTestimonials } from "./testimonials-wardrobe-makeover";

/** A `Testimonials/{testimonialUUID}` document as stored (the id is not part of the data). */
export type TestimonialDocument = v.InferOutput<typeof Testimonial>;

/**
 * `Testimonials/{id}` documents. Only "active" ones are shown; "pending" ones await the
 * client's consent to publish and "hidden" ones were withdrawn at the client's request.
 * Each is in its writer's own words, and `language` says which language that is: shown as
 * written on both languages' pages (issue 43).
 */
export const testimonials: Array<{ id: string; data: TestimonialDocument }> = [
  // ── Colour analysis ──────────────────────────────────────────────────────────
  {
    id: "sanne-k-2024-01",
    data: {
      status: "active",
      createdAt: "2024-01-18T14:22:00.000Z",
      author: "Sanne K.",
      location: "Utrecht",
      quote:
        "Ik was ervan overtuigd dat ik een Winter was, want ik draag al twintig jaar zwart. Naast een zacht petrolblauw doek ontspande mijn gezicht gewoon: met dat petrol zag ik er uitgerust uit, in het zwart leek ik net de griep te hebben gehad. Soft Summer dus, en deze week kreeg ik al drie complimentjes over een grijsblauwe trui die ik bijna had weggegeven.",
      language: "nl",
      category: "color-analysis",
      rating: 5,
      serviceId: "in-person-color-analysis",
    },
  },
  {
    id: "tom-b-2024-02",
    data: {
      status: "active",
      createdAt: "2024-02-27T10:05:00.000Z",
      author: "Tom B.",
      location: "Amersfoort",
      quote:
        "My wife booked this as a gift and I went along sceptically. By the fourth pair of drapes even I could see that tomato red made me look sunburnt and deep navy didn't. Now I know why my favourite shirts are my favourites.",
      language: "en",
      category: "color-analysis",
      rating: 5,
      serviceId: "in-person-color-analysis",
    },
  },
  {
    id: "ingrid-s-2024-04",
    data: {
      status: "active",
      createdAt: "2024-04-09T16:40:00.000Z",
      author: "Ingrid S.",
      location: "Hamburg",
      quote:
        "The reference drapes arrived three days before the call, well packed with a return envelope. Sitting by my kitchen window it worked far better than I expected, and Lotte was honest that she'd like to confirm Warm versus True Autumn in person one day, which I trusted more than false certainty.",
      language: "en",
      category: "color-analysis",
      rating: 5,
      serviceId: "online-color-analysis",
    },
  },
  {
    id: "fatima-e-2024-05",
    data: {
      status: "active",
      createdAt: "2024-05-21T11:18:00.000Z",
      author: "Fatima E.",
      location: "Rotterdam",
      quote:
        "A make-up counter once told me I was 'warm' and should wear gold. In the studio daylight it was obvious that silver and a cool berry made my eyes look brighter. The swatch wallet lives in my handbag now.",
      language: "en",
      category: "color-analysis",
      rating: 5,
      serviceId: "in-person-color-analysis",
    },
  },
  {
    id: "claire-m-2024-07",
    data: {
      status: "active",
      createdAt: "2024-07-02T08:51:00.000Z",
      author: "Claire M.",
      location: "Dublin",
      quote:
        "The photo instructions were clear, and the report showed my own face next to each digital drape, so I could see why I came out as Light Summer. One star off only because I had to retake my photos (my fault: I'd left a lamp on), which added a few days.",
      language: "en",
      category: "color-analysis",
      rating: 4,
      serviceId: "digital-color-analysis",
    },
  },
  {
    id: "esther-v-2024-09",
    data: {
      status: "active",
      createdAt: "2024-09-12T13:34:00.000Z",
      author: "Esther V.",
      location: "The Hague",
      quote:
        "I'm 67, my hair has gone silver and nothing I owned seemed to work any more. Marieke showed me that my colouring had softened rather than disappeared. Dusty rose and pewter are my new best friends.",
      language: "en",
      category: "color-analysis",
      rating: 5,
      serviceId: "in-person-color-analysis",
    },
  },
  {
    id: "julia-r-2024-10",
    data: {
      status: "active",
      createdAt: "2024-10-30T10:12:00.000Z",
      author: "Julia R.",
      location: "Utrecht",
      quote:
        "What I valued most was that Marieke explained what she saw: the shadow under my chin with the mustard, the way a cool pink evened out the redness around my nose. I left understanding my own face, not just carrying a label.",
      language: "en",
      category: "color-analysis",
      rating: 5,
      serviceId: "in-person-color-analysis",
    },
  },
  {
    id: "mireille-f-2025-01",
    data: {
      status: "active",
      createdAt: "2025-01-14T15:03:00.000Z",
      author: "Mireille F.",
      location: "Brussels",
      quote:
        "I expected the online session to be a compromise and was impressed. Lotte had me hold each pair of drapes for a good while and told me what to look for in my own camera preview. Bright Spring: no wonder my coral scarf always felt like sunshine.",
      language: "en",
      category: "color-analysis",
      rating: 5,
      serviceId: "online-color-analysis",
    },
  },
  {
    id: "noor-a-2025-03",
    data: {
      status: "active",
      createdAt: "2025-03-06T09:47:00.000Z",
      author: "Noor A.",
      location: "Utrecht",
      quote:
        "I wear a headscarf, so the colour closest to my face matters every single day. We spent real time on scarf shades, and I now have a shortlist of eight that make me look awake even after a night shift.",
      language: "en",
      category: "color-analysis",
      rating: 5,
      serviceId: "in-person-color-analysis",
    },
  },
  {
    id: "daan-h-2025-04",
    data: {
      status: "active",
      createdAt: "2025-04-25T12:29:00.000Z",
      author: "Daan H.",
      location: "Zeist",
      quote:
        "Grondig en vriendelijk. Tweeënhalf uur klonk lang, maar juist het tweede deel, waarin we foto's van mijn eigen kleding doornamen, bleek het nuttigst. Naast de pdf had ik graag ook een geprinte gids gehad.",
      language: "nl",
      category: "color-analysis",
      rating: 4,
      serviceId: "in-person-color-analysis",
    },
  },
  {
    id: "katarzyna-w-2025-06",
    data: {
      status: "active",
      createdAt: "2025-06-17T07:58:00.000Z",
      author: "Katarzyna W.",
      location: "Warsaw",
      quote:
        "I couldn't travel to Utrecht, so the digital analysis was ideal. Holding a sheet of white paper in every photo felt silly until the report explained how they used it to correct my phone's colours. Deep Winter, which finally explains my emerald dress.",
      language: "en",
      category: "color-analysis",
      rating: 5,
      serviceId: "digital-color-analysis",
    },
  },
  {
    id: "hannah-l-2025-08",
    data: {
      status: "hidden",
      createdAt: "2025-08-08T17:15:00.000Z",
      author: "Hannah L.",
      location: "London",
      quote:
        "Lovely, calm session over video. The wallet took eleven days to reach London because of customs, but it was worth the wait, and the True Summer palette has made shopping so much quicker.",
      language: "en",
      category: "color-analysis",
      rating: 4,
      serviceId: "online-color-analysis",
    },
  },
  {
    id: "emma-j-2025-10",
    data: {
      status: "active",
      createdAt: "2025-10-21T14:44:00.000Z",
      author: "Emma J.",
      location: "Utrecht",
      quote:
        "We booked a partner session for our anniversary and turned out to be opposites: he's a Warm Autumn, I'm a Cool Summer. Lots of laughter, and we now have a rule about who chooses the duvet cover.",
      language: "en",
      category: "color-analysis",
      rating: 5,
      serviceId: "in-person-color-analysis",
    },
  },
  {
    id: "leonie-p-2026-01",
    data: {
      status: "active",
      createdAt: "2026-01-29T10:36:00.000Z",
      author: "Leonie P.",
      location: "Nijmegen",
      quote:
        "It was a grey January morning and I worried about the light, but between the big windows and the daylight lamps the difference between drapes was still really clear. The olive and salmon drapes made my skin look warm and even; Soft Autumn it is.",
      language: "en",
      category: "color-analysis",
      rating: 5,
      serviceId: "in-person-color-analysis",
    },
  },
  {
    id: "sophie-t-2026-05",
    data: {
      status: "pending",
      createdAt: "2026-05-12T18:20:00.000Z",
      author: "Sophie T.",
      location: "Lyon",
      quote:
        "Very well organised from start to finish, with a test call the week before to check my light and camera. I'm a Light Spring and have already swapped my charcoal coat for a warm camel one.",
      language: "en",
      category: "color-analysis",
      rating: 5,
      serviceId: "online-color-analysis",
    },
  },
  {
    id: "anouk-b-2026-08",
    data: {
      status: "active",
      createdAt: "2026-08-19T11:07:00.000Z",
      author: "Anouk B.",
      location: "Utrecht",
      quote:
        "Marieke went through my make-up bag and was very kind about the fact that half of it had the wrong undertone. The peachy blusher she suggested costs nine euros and looks better than my expensive one.",
      language: "en",
      category: "color-analysis",
      rating: 5,
      serviceId: "colour-and-makeup-palette-session",
    },
  },

  // ── Personal styling ─────────────────────────────────────────────────────────
  {
    id: "marloes-v-2024-03",
    data: {
      status: "active",
      createdAt: "2024-03-15T13:10:00.000Z",
      author: "Marloes V.",
      location: "Utrecht",
      quote:
        "Ik verstopte me altijd in lange, vormeloze vesten. Jasper liet me zien dat een kort jasje en een iets hogere taille mijn schouders in balans brengen, en de twee stukken die ik sindsdien heb gekocht, draag ik bijna elke week.",
      language: "nl",
      category: "personal-styling",
      rating: 5,
      serviceId: "style-essentials-session",
    },
  },
  {
    id: "pieter-s-2024-06",
    data: {
      status: "active",
      createdAt: "2024-06-20T15:55:00.000Z",
      author: "Pieter S.",
      location: "Utrecht",
      quote:
        "I hate shopping. Jasper had three shops lined up with pieces already waiting in the fitting rooms, and we were done in under three hours. I came home with a suit for my new job and money left in the budget.",
      language: "en",
      category: "personal-styling",
      rating: 5,
      serviceId: "guided-shopping-trip",
    },
  },
  {
    id: "yasmin-o-2024-11",
    data: {
      status: "active",
      createdAt: "2024-11-05T09:26:00.000Z",
      author: "Yasmin O.",
      location: "Amsterdam",
      quote:
        "I was giving the speech at my sister's wedding and panicking about what to wear. The cobalt dress we chose photographed beautifully in the evening light, exactly as Jasper said it would.",
      language: "en",
      category: "personal-styling",
      rating: 5,
      serviceId: "occasion-outfit-styling",
    },
  },
  {
    id: "greta-l-2025-02",
    data: {
      status: "active",
      createdAt: "2025-02-18T12:48:00.000Z",
      author: "Greta L.",
      location: "Utrecht",
      quote:
        "Really useful, and I loved that a second-hand boutique was on the list. We ran over time because I couldn't choose between two coats, which was entirely my doing.",
      language: "en",
      category: "personal-styling",
      rating: 4,
      serviceId: "guided-shopping-trip",
    },
  },
  {
    id: "rik-m-2025-05",
    data: {
      status: "active",
      createdAt: "2025-05-29T16:02:00.000Z",
      author: "Rik M.",
      location: "Houten",
      quote:
        "I'm 1.93 m and always assumed nothing would fit properly. Learning which rises and jacket lengths work for my height has changed how I shop; I finally own trousers that reach my shoes.",
      language: "en",
      category: "personal-styling",
      rating: 5,
      serviceId: "style-essentials-session",
    },
  },
  {
    id: "chloe-d-2025-09",
    data: {
      status: "active",
      createdAt: "2025-09-24T08:33:00.000Z",
      author: "Chloé D.",
      location: "Antwerp",
      quote:
        "I had a final-round interview at a law firm and wanted to look serious without looking like I was wearing my mother's suit. The soft navy blazer and cream knit felt like me, and yes, I got the job.",
      language: "en",
      category: "personal-styling",
      rating: 5,
      serviceId: "occasion-outfit-styling",
    },
  },
  {
    id: "iris-b-2026-03",
    data: {
      status: "active",
      createdAt: "2026-03-03T14:17:00.000Z",
      author: "Iris B.",
      location: "Utrecht",
      quote:
        "As a size 50 I've had plenty of miserable shopping trips. This one was different: every shop on the list carried my size, the pieces were waiting for me, and nobody made me feel like a problem to be solved.",
      language: "en",
      category: "personal-styling",
      rating: 5,
      serviceId: "guided-shopping-trip",
    },
  },
  {
    id: "merel-k-2026-07",
    data: {
      status: "pending",
      createdAt: "2026-07-15T10:49:00.000Z",
      author: "Merel K.",
      location: "Bunnik",
      quote:
        "Helpful and practical. The style guide with example photos makes online shopping so much easier, although I'd have liked a few more ideas for summer.",
      language: "en",
      category: "personal-styling",
      rating: 4,
      serviceId: "style-essentials-session",
    },
  },
  ...wardrobeAndMakeoverTestimonials,
];
