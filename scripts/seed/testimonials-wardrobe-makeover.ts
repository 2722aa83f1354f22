import type { TestimonialDocument } from "./testimonials";

/** The wardrobe-audit and complete-makeover testimonials, in the seed's order after the others (scripts/seed/testimonials.ts). */
export const wardrobeAndMakeoverTestimonials: Array<{ id: string; data: TestimonialDocument }> = [
  // ── Wardrobe audit ───────────────────────────────────────────────────────────
  {
    id: "helen-p-2024-01",
    data: {
      status: "active",
      createdAt: "2024-01-31T19:05:00.000Z",
      author: "Helen P.",
      location: "Edinburgh",
      quote:
        "We went through my wardrobe over video, which was a little awkward with me holding hangers up to the laptop. But the advice was spot on, and two bags went to the charity shop the next morning.",
      language: "en",
      category: "wardrobe-audit",
      rating: 4,
      serviceId: "virtual-wardrobe-audit",
    },
  },
  {
    id: "annelies-d-2024-08",
    data: {
      status: "active",
      createdAt: "2024-08-14T11:39:00.000Z",
      author: "Annelies D.",
      location: "Utrecht",
      quote:
        "Lotte found twenty-three outfits in a wardrobe I'd have sworn had nothing in it. The photo lookbook is on my phone and I check it most mornings.",
      language: "en",
      category: "wardrobe-audit",
      rating: 5,
      serviceId: "wardrobe-edit-at-home",
    },
  },
  {
    id: "jeroen-t-2024-12",
    data: {
      status: "active",
      createdAt: "2024-12-03T13:21:00.000Z",
      author: "Jeroen T.",
      location: "Amersfoort",
      quote:
        "We waren net verhuisd naar een kleiner appartement en mijn kledingkast moest gehalveerd worden. Met iemand naast me die rustig en nuchter bleef, waren de keuzes ineens makkelijk, en de drie pakken die ik heb gehouden, hebben elk een nieuwe combinatie van overhemd en stropdas gekregen.",
      language: "nl",
      category: "wardrobe-audit",
      rating: 5,
      serviceId: "wardrobe-edit-at-home",
    },
  },
  {
    id: "maria-g-2025-04",
    data: {
      status: "active",
      createdAt: "2025-04-08T09:12:00.000Z",
      author: "María G.",
      location: "Madrid",
      quote:
        "We planned my capsule over video from the photos I'd sent. Thirty-one pieces, one chart, and I packed for a two-week work trip in a cabin bag for the first time in my life.",
      language: "en",
      category: "wardrobe-audit",
      rating: 5,
      serviceId: "capsule-wardrobe-plan",
    },
  },
  {
    id: "eline-s-2025-10",
    data: {
      status: "active",
      createdAt: "2025-10-07T15:28:00.000Z",
      author: "Eline S.",
      location: "Utrecht",
      quote:
        "My second seasonal refresh, and it's become a ritual I look forward to. Bringing out the winter clothes with fresh eyes means I buy maybe two new things a season instead of ten.",
      language: "en",
      category: "wardrobe-audit",
      rating: 5,
      serviceId: "seasonal-wardrobe-refresh",
    },
  },
  {
    id: "sarah-w-2025-11",
    data: {
      status: "active",
      createdAt: "2025-11-11T10:57:00.000Z",
      author: "Sarah W.",
      location: "Utrecht",
      quote:
        "Honest and encouraging at the same time. Three hours went quickly, though next time I'd ask for the session to start earlier so the light in my bedroom was better for checking colours.",
      language: "en",
      category: "wardrobe-audit",
      rating: 4,
      serviceId: "wardrobe-edit-at-home",
    },
  },
  {
    id: "fenna-j-2026-02",
    data: {
      status: "active",
      createdAt: "2026-02-24T12:14:00.000Z",
      author: "Fenna J.",
      location: "Leiden",
      quote:
        "Building my capsule around two neutrals, soft navy and oatmeal, means everything goes with everything. Getting dressed for work takes five minutes now.",
      language: "en",
      category: "wardrobe-audit",
      rating: 5,
      serviceId: "capsule-wardrobe-plan",
    },
  },
  {
    id: "bas-r-2026-06",
    data: {
      status: "hidden",
      createdAt: "2026-06-09T16:31:00.000Z",
      author: "Bas R.",
      location: "Utrecht",
      quote:
        "Jasper helped me swap the winter clothes for summer ones and spotted that half my shorts no longer fitted before I found out on holiday. Practical and quick.",
      language: "en",
      category: "wardrobe-audit",
      rating: 5,
      serviceId: "seasonal-wardrobe-refresh",
    },
  },

  // ── Complete makeover ────────────────────────────────────────────────────────
  {
    id: "linda-k-2024-05",
    data: {
      status: "active",
      createdAt: "2024-05-07T14:03:00.000Z",
      author: "Linda K.",
      location: "Utrecht",
      quote:
        "After twenty years of dressing for an office I no longer work in, I didn't know what I liked any more. Six weeks later I have a wardrobe that fits my life as a garden designer, in colours that make me look like I sleep well.",
      language: "en",
      category: "complete-makeover",
      rating: 5,
      serviceId: "signature-makeover",
    },
  },
  {
    id: "astrid-m-2024-10",
    data: {
      status: "active",
      createdAt: "2024-10-01T17:46:00.000Z",
      author: "Astrid M.",
      location: "Oslo",
      quote:
        "I flew in for the Makeover Day and it was worth every minute: draping in the morning light, lunch by the canal, and an afternoon with pieces already waiting in my size. Exhausting in the best way.",
      language: "en",
      category: "complete-makeover",
      rating: 5,
      serviceId: "makeover-day",
    },
  },
  {
    id: "wendy-j-2025-02",
    data: {
      status: "active",
      createdAt: "2025-02-04T11:24:00.000Z",
      author: "Wendy J.",
      location: "Hilversum",
      quote:
        "A year after my daughter was born nothing fitted, physically or emotionally. The New Chapter programme helped me keep the pieces I loved, let the rest go without guilt and find clothes I can breastfeed in that don't look like I gave up.",
      language: "en",
      category: "complete-makeover",
      rating: 5,
      serviceId: "new-chapter-makeover",
    },
  },
  {
    id: "carlos-r-2025-06",
    data: {
      status: "active",
      createdAt: "2025-06-03T13:52:00.000Z",
      author: "Carlos R.",
      location: "Utrecht",
      quote:
        "I'd been promoted to lead a team of forty and wanted to look the part without a wardrobe of grey suits. Learning I'm a Deep Autumn gave me chocolate, olive and rust to work with, and the shopping trip was done in an afternoon.",
      language: "en",
      category: "complete-makeover",
      rating: 5,
      serviceId: "signature-makeover",
    },
  },
  {
    id: "marianne-h-2025-09",
    data: {
      status: "active",
      createdAt: "2025-09-02T10:18:00.000Z",
      author: "Marianne H.",
      location: "Apeldoorn",
      quote:
        "Ik ging met 64 met pensioen en besefte dat bijna alles in mijn kast eigenlijk een uniform was. Marieke en Jasper waren geduldig en grappig, en ze hebben me geen moment richting iets 'passends voor mijn leeftijd' geduwd. Ik heb een frambozenrode jas gekocht en ik ben er dol op.",
      language: "nl",
      category: "complete-makeover",
      rating: 5,
      serviceId: "new-chapter-makeover",
    },
  },
  {
    id: "saskia-b-2025-12",
    data: {
      status: "active",
      createdAt: "2025-12-09T15:09:00.000Z",
      author: "Saskia B.",
      location: "'s-Hertogenbosch",
      quote:
        "A brilliant but very full day; by the last shop I was flagging and would happily have split it over two. The results, though, were exactly what I hoped for.",
      language: "en",
      category: "complete-makeover",
      rating: 4,
      serviceId: "makeover-day",
    },
  },
  {
    id: "nadia-k-2026-04",
    data: {
      status: "active",
      createdAt: "2026-04-14T09:41:00.000Z",
      author: "Nadia K.",
      location: "Utrecht",
      quote:
        "What made the difference was how the sessions built on each other. By the wardrobe edit, Lotte already knew my colours and my shapes, so every decision took seconds instead of agonising minutes.",
      language: "en",
      category: "complete-makeover",
      rating: 5,
      serviceId: "signature-makeover",
    },
  },
  {
    id: "evelien-t-2026-09",
    data: {
      status: "pending",
      createdAt: "2026-09-08T12:26:00.000Z",
      author: "Evelien T.",
      location: "Utrecht",
      quote:
        "I turned fifty this summer and wanted to mark it with something for myself. Three sessions later I have a smaller, braver wardrobe and a Cool Winter palette I'd never have dared to try.",
      language: "en",
      category: "complete-makeover",
      rating: 5,
      serviceId: "new-chapter-makeover",
    },
  },
];
