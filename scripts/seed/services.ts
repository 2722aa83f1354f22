import type * as v from "valibot";
import type { Service } from "~/schemas";

/** A `Services/{serviceUUID}` document as stored (the id is not part of the data). */
export type ServiceDocument = Omit<v.InferOutput<typeof Service>, "nl"> & Partial<Pick<v.InferOutput<typeof Service>, "nl">>;

/**
 * `Services/{id}` documents; the id is the service slug. Positions run 1..n within each
 * category. Only status "active" is shown on the site: one draft and one archived service
 * are included so the filtering can be seen to work.
 */
export const services: Array<{ id: string; data: ServiceDocument }> = [
  // ── Colour Analysis & Styling ────────────────────────────────────────────────
  {
    id: "in-person-color-analysis",
    data: {
      status: "active",
      categorySlug: "color-analysis-styling",
      position: 1,
      createdAt: "2023-11-06T09:15:00.000Z",
      updatedAt: "2026-02-03T10:40:00.000Z",
      name: "In-Person Colour Analysis",
      summary:
        "Our signature two-and-a-half-hour draping in natural daylight at the Utrecht studio, with your fabric swatch wallet to take home.",
      description: [
        "You sit by our north-facing windows in a neutral grey cape while we drape more than 140 cotton and silk swatches beneath your face, comparing them in pairs. We explain what we see at every step (evenness of skin tone, brightness of the eyes, shadows along the jaw) so you learn to see it too.",
        "Once we have found your sub-season, we spend the second half of the session making it practical: your best neutrals, how to combine colours, make-up and hair-colour guidance, and a look through photos of your current wardrobe.",
        "Sessions start between 09:30 and 13:00 (until 12:00 from November to February) so the whole draping happens in good daylight. Please come without make-up; there is a make-up table for afterwards.",
      ],
      forWhom:
        "Anyone who can visit the studio in Utrecht and wants the most reliable result, including people who have had an online analysis and want certainty.",
      preparation:
        "Please come without make-up: foundation, blusher and even tinted moisturiser hide the very changes we look for (mascara is fine), and skip self-tan for the week before. Wear something comfortable with a neckline you can tuck under our grey cape, and bring your glasses if you wear them. If your hair is coloured, come as you are. For the second half, have a few photos on your phone of clothes you love and some you never wear. There is a make-up table with good light for afterwards.",
      format: "in-person",
      durationMinutes: 150,
      price: { amount: 245, currency: "EUR" },
      deliverables: [
        "Your sub-season out of sixteen, with your neighbouring season to borrow from",
        "A fabric swatch wallet of about 40 colours",
        "Your palette on your phone: a private “My palette” page that, once opened, still opens in a shop without signal",
        "A personal PDF guide with neutrals, combinations, metals and make-up shades",
        "Up to three follow-up shopping questions by email within a month",
      ],
      bookable: true,
    },
  },
  {
    id: "online-color-analysis",
    data: {
      status: "active",
      categorySlug: "color-analysis-styling",
      position: 2,
      createdAt: "2023-11-06T09:20:00.000Z",
      updatedAt: "2026-01-19T14:05:00.000Z",
      name: "Online Colour Analysis",
      summary:
        "A 90-minute live video session using reference drapes we post to you beforehand, guided step by step by your analyst.",
      description: [
        "A week before your session we post you a set of 24 reference drapes and a checklist. On the day you sit facing a window in daylight, hold the drapes under your chin in pairs, and your analyst watches your face on camera and talks you through every comparison.",
        "Cameras and screens are not as reliable as the eye in a room: automatic white balance and indoor light can shift colours. We correct for this with a white reference sheet and by keeping the comparisons side by side, and in most sessions we can name your sub-season with confidence. If two neighbouring seasons remain close, we will tell you honestly and credit the full fee towards an in-person analysis within six months.",
        "Return the reference drapes in the prepaid envelope; your own swatch wallet is posted within three working days after the call.",
      ],
      forWhom:
        "Clients elsewhere in Europe, or anyone who prefers to take part from home, with a laptop or tablet and a window with good daylight.",
      preparation:
        "Have the 24 reference drapes we posted to you within reach, still in their numbered order, with the prepaid envelope for sending them back. Wear a plain white top, come with clean skin and no make-up, tie your hair back, and keep a sheet of white printer paper by you: we use it to correct your camera's colours. Charge your laptop or tablet and prop it up at face height before we start.",
      format: "online",
      durationMinutes: 90,
      price: { amount: 165, currency: "EUR" },
      deliverables: [
        "Your sub-season, with an honest note on how certain we are",
        "A fabric swatch wallet of about 40 colours, posted by tracked mail",
        "Your palette on your phone: a private “My palette” page that, once opened, still opens in a shop without signal",
        "A personal PDF guide with neutrals, combinations and make-up shades",
      ],
      bookable: true,
    },
  },
  {
    id: "digital-color-analysis",
    data: {
      status: "active",
      categorySlug: "color-analysis-styling",
      position: 3,
      createdAt: "2024-03-11T11:00:00.000Z",
      updatedAt: "2025-11-27T09:30:00.000Z",
      name: "Digital Colour Analysis",
      summary:
        "A photo-based analysis without a live call: you send photos taken to our instructions and receive a written report and palette within five working days.",
      description: [
        "After booking you receive a short guide for taking six photos in daylight: facing a window, without make-up, hair tied back, wearing a white top and holding a white sheet of paper for reference. You upload them through a private link.",
        "An analyst spends about an hour with your photos, correcting the white balance against your reference sheet and comparing your colouring with digital drapes. A second analyst reviews every result before it goes out. The duration shown is that analyst time; there is no appointment for you to attend.",
        "Photos can only show so much. If your photos don't allow a confident result, we ask for a second set at no charge, and if we still can't decide we'll explain the two likely seasons and credit the fee towards an online or in-person session.",
      ],
      forWhom:
        "People with busy or irregular schedules, clients far from Utrecht, and anyone who would like a first, affordable introduction to their colours.",
      preparation:
        "There is no appointment to attend. Take your six photos as the guide we send after booking shows: facing a window in daylight, between about 10:00 and 15:00, without make-up, with your hair tied back, wearing a white top and holding a sheet of white paper beside your face. No flash, filters, portrait mode or editing: send them exactly as the camera took them, through your private upload link.",
      format: "digital",
      durationMinutes: 60,
      price: { amount: 95, currency: "EUR" },
      deliverables: [
        "A written report with your sub-season and the reasons for it, within five working days",
        "A digital palette of 40 colours for your phone",
        "A fabric swatch wallet, posted by tracked mail",
      ],
      bookable: true,
    },
  },
  {
    id: "colour-and-makeup-palette-session",
    data: {
      status: "active",
      categorySlug: "color-analysis-styling",
      position: 4,
      createdAt: "2025-04-02T08:45:00.000Z",
      name: "Colour & Make-up Palette Session",
      summary:
        "For clients who already know their season: we choose and apply make-up shades from your palette and build a simple daily and evening look.",
      description: [
        "Bring your make-up bag. We sort what you own into shades that work with your season and ones that don't, then test foundation undertones, blusher, lip and eye colours in daylight on one side of your face at a time, so you can see the difference in the mirror.",
        "You leave with a written list of shades and their equivalents across several price ranges. We don't sell make-up and are not tied to any brand.",
      ],
      forWhom:
        "Clients who have had a colour analysis with us or elsewhere and want make-up that supports their colouring.",
      preparation:
        "Bring your make-up bag with everything you use now, and the things you have given up on too: we sort it together. Come with a clean, moisturised face so we can test shades on bare skin, one side at a time. Bring your swatch wallet if you have one and, if your analysis was elsewhere, the name of your season. A photo of a look you love is welcome.",
      format: "in-person",
      durationMinutes: 75,
      price: { amount: 120, currency: "EUR" },
      deliverables: [
        "A sorted make-up bag",
        "A written list of recommended shades in three price ranges",
        "A face chart of your daily and evening looks",
      ],
      bookable: true,
    },
  },

  // ── Personal Styling ─────────────────────────────────────────────────────────
  {
    id: "style-essentials-session",
    data: {
      status: "active",
      categorySlug: "personal-styling",
      position: 1,
      createdAt: "2023-11-13T10:00:00.000Z",
      updatedAt: "2025-09-09T12:10:00.000Z",
      name: "Style Essentials Session",
      summary:
        "Two hours in the studio working out the shapes, lengths and fabrics that flatter your proportions, with a rail of sample pieces to try.",
      description: [
        "We start with a conversation about your days, what you like wearing and what frustrates you, then look at your proportions together in the long mirror. You try on sample pieces that show the effect of different necklines, rises, lengths and fabrics.",
        "By the end you'll know which shapes to look for and why, and you'll have a written style guide with examples you can show in a shop or search for online.",
      ],
      forWhom: "Anyone who wants to understand what suits their body before shopping or sorting their wardrobe.",
      preparation:
        "You will try on sample pieces, so wear simple, close-fitting layers that are quick to change over, such as a vest top with leggings or slim trousers, and the underwear you usually wear. Bring the shoes you wear most, and two or three outfits you love (photos are fine). It helps to think beforehand about a usual week: work, weekends and evenings out.",
      format: "in-person",
      durationMinutes: 120,
      price: { amount: 210, currency: "EUR" },
      deliverables: [
        "A written style guide with your best shapes, lengths and fabrics",
        "A mood board of example outfits",
        "Up to three follow-up questions by email within a month",
      ],
      bookable: true,
    },
  },
  {
    id: "guided-shopping-trip",
    data: {
      status: "active",
      categorySlug: "personal-styling",
      position: 2,
      createdAt: "2023-11-13T10:05:00.000Z",
      updatedAt: "2026-03-12T08:55:00.000Z",
      name: "Guided Shopping Trip",
      summary:
        "Three hours with a stylist in Utrecht's city centre, with fitting rooms pre-booked and pieces pulled in your colours and size before you arrive.",
      description: [
        "A few days before, we agree a list and a budget. Your stylist visits the shops in advance and reserves pieces in your palette, so the trip is spent trying things on rather than searching rails.",
        "We include shops with extended size ranges and second-hand boutiques, and we never take commission, so it is perfectly fine to buy nothing at all if nothing is right.",
      ],
      forWhom: "Clients who know their colours and want help choosing well, spending less and avoiding mistakes.",
      preparation:
        "Wear comfortable shoes and clothes that are quick to take off and put on, with the underwear you would wear under what you are shopping for. Bring your swatch wallet, the list and budget we agreed, and any piece you want to match. Have a proper meal first: three hours of fitting rooms is more tiring than it sounds.",
      format: "in-person",
      durationMinutes: 180,
      price: { amount: 295, currency: "EUR" },
      deliverables: [
        "A pre-shopping plan with a prioritised list and budget",
        "Pieces reserved in advance in your colours and sizes",
        "Photos of every outfit you try, with notes",
      ],
      bookable: true,
    },
  },
  {
    id: "occasion-outfit-styling",
    data: {
      status: "active",
      categorySlug: "personal-styling",
      position: 3,
      createdAt: "2024-09-20T13:30:00.000Z",
      name: "Occasion Outfit Styling",
      summary:
        "An outfit for one important day (a wedding, interview, speech or photo shoot) planned together, from colour to shoes.",
      description: [
        "We begin with a 30-minute video call about the occasion, dress code, venue and budget. Your stylist then prepares a shortlist of options, and you try the best of them in the studio or at home during a one-hour fitting.",
        "We also think about the practical details: how colours photograph under venue lighting, what to wear underneath, and how to stay comfortable all day.",
      ],
      forWhom: "Anyone with an event coming up who wants to feel completely sure of what they are wearing.",
      preparation:
        "Have the invitation or dress code to hand, with the date, the venue and your budget; a photo of the venue helps us judge its light. Think about where else you might wear the outfit. If you already own shoes, a bag or a jacket you would like to use, keep them close by to show us.",
      format: "hybrid",
      durationMinutes: 90,
      price: { amount: 150, currency: "EUR" },
      deliverables: [
        "A shortlist of outfits with links or shop locations",
        "A fitting session to choose and finish the look",
        "Notes on accessories, make-up shades and how the colours will photograph",
      ],
      bookable: true,
    },
  },
  {
    id: "online-style-consultation",
    data: {
      status: "draft",
      categorySlug: "personal-styling",
      position: 4,
      createdAt: "2026-09-30T15:20:00.000Z",
      name: "Online Style Consultation",
      summary:
        "A one-hour video session on shapes and proportions for clients outside the Netherlands, with a written style guide afterwards.",
      description: [
        "Before the call you send full-length photos and a few outfits you love and a few you don't. During the session we talk through your proportions and show example garments on screen, and afterwards you receive the same written style guide as our studio clients.",
      ],
      forWhom: "Clients who can't visit Utrecht and want guidance on shapes and fits.",
      preparation:
        "A few days before, send us two full-length photos (front and side) in fitted clothes against a plain wall, and photos of three outfits you love and three you don't. For the call, prop your laptop up at chest height in a room with daylight, with a full-length mirror nearby if you have one.",
      format: "online",
      durationMinutes: 60,
      price: { amount: 110, currency: "EUR" },
      deliverables: ["A written style guide", "A mood board of example outfits"],
      bookable: false,
    },
  },

  // ── Wardrobe Audit ───────────────────────────────────────────────────────────
  {
    id: "wardrobe-edit-at-home",
    data: {
      status: "active",
      categorySlug: "wardrobe-audit",
      position: 1,
      createdAt: "2023-11-20T09:00:00.000Z",
      updatedAt: "2025-10-14T16:45:00.000Z",
      name: "Wardrobe Edit at Home",
      summary:
        "A three-hour session in your home, going through every piece together and building new outfits from what you already own.",
      description: [
        "We sort your clothes into keep, alter, store and let go, trying on anything you're unsure of. Doubtful colours are checked against your face with our drapes. As we go, we put together outfits you hadn't thought of and photograph them for you.",
        "Afterwards you receive an outfit lookbook and a short, prioritised list of gaps. If you like, we take donations to a charity shop on our way out. Travel is included to Utrecht, Nieuwegein, Maarssen, Zeist, De Bilt and Amersfoort, and those visits can be booked online; further afield, ask us by email, and we charge €0.35 per kilometre.",
      ],
      forWhom:
        "Anyone with a full wardrobe and nothing to wear, especially after a colour analysis, a house move or a change in body or lifestyle.",
      preparation:
        "Please don't tidy or sort beforehand: we want to see how you really use your wardrobe. Do gather everything in one place, including clothes in the loft, under the bed or at the dry cleaner's, and clear the bed or a table for sorting. Wear simple, close-fitting basics so trying on is quick, and have a full-length mirror to hand. We bring garment bags for anything you decide to give away.",
      format: "in-person",
      durationMinutes: 180,
      price: { amount: 280, currency: "EUR" },
      deliverables: [
        "A sorted, reorganised wardrobe",
        "A photo lookbook of at least 15 outfits from your own clothes",
        "A prioritised shopping list of gaps",
      ],
      bookable: true,
    },
  },
  {
    id: "capsule-wardrobe-plan",
    data: {
      status: "active",
      categorySlug: "wardrobe-audit",
      position: 2,
      createdAt: "2025-03-04T10:30:00.000Z",
      name: "Capsule Wardrobe Plan",
      summary:
        "A planned capsule of 25–35 pieces in your palette, built partly from what you own and partly from a shopping list, with a mix-and-match chart.",
      description: [
        "You send photos of your wardrobe, then we meet for a two-hour session (in the studio or by video) to choose your base neutrals, accent colours and key pieces. We draw up a capsule that covers your week, from work to weekends.",
        "You receive a visual chart showing how every piece combines with the others, and a shopping list for the missing items with options in several price ranges.",
      ],
      forWhom: "Minimalists, frequent travellers and anyone who wants fewer, better clothes that all work together.",
      preparation:
        "At least three days before, send us photos of your wardrobe: each piece on a hanger or laid flat on a plain background, grouped into tops, bottoms, dresses, knitwear, jackets and shoes. Bring your swatch wallet to the session, and think about a usual week and any trips coming up, so the capsule covers the days you really have.",
      format: "hybrid",
      durationMinutes: 120,
      price: { amount: 230, currency: "EUR" },
      deliverables: [
        "A capsule plan of 25–35 pieces",
        "A mix-and-match outfit chart",
        "A shopping list with options in three price ranges",
      ],
      bookable: true,
    },
  },
  {
    id: "seasonal-wardrobe-refresh",
    data: {
      status: "active",
      categorySlug: "wardrobe-audit",
      position: 3,
      createdAt: "2024-09-02T08:30:00.000Z",
      updatedAt: "2026-04-01T09:00:00.000Z",
      name: "Seasonal Wardrobe Refresh",
      summary:
        "A two-hour follow-up visit each spring or autumn to swap seasonal clothes, retire what's worn out and plan a few additions.",
      description: [
        "For returning clients. We bring out the clothes you stored last season, check what still fits and works, and build new outfits that combine them with this year's pieces. It's also a good moment to review your shopping list.",
      ],
      forWhom: "Clients who have had a wardrobe edit with us and want a light-touch update twice a year.",
      preparation:
        "Bring last season's stored clothes out of the loft or cupboard before we arrive, but leave them in their boxes or bags so we go through them together. Have your lookbook and shopping list from last time to hand, and make a note of anything that is worn out or no longer fits.",
      format: "in-person",
      durationMinutes: 120,
      price: { amount: 175, currency: "EUR" },
      deliverables: ["An updated photo lookbook", "A refreshed shopping list"],
      bookable: true,
    },
  },
  {
    id: "virtual-wardrobe-audit",
    data: {
      status: "archived",
      categorySlug: "wardrobe-audit",
      position: 4,
      createdAt: "2023-11-20T10:00:00.000Z",
      updatedAt: "2025-03-04T10:30:00.000Z",
      name: "Virtual Wardrobe Audit",
      summary:
        "A 90-minute video walk-through of your wardrobe. Replaced by the Capsule Wardrobe Plan, which can be held by video.",
      description: [
        "You showed us your wardrobe on camera, piece by piece, and we helped you sort it. Clients told us that working from photos sent in advance was more relaxed and gave better results, so this service has been folded into the Capsule Wardrobe Plan.",
      ],
      forWhom: "Clients outside Utrecht who wanted help sorting their wardrobe.",
      preparation:
        "Set up your laptop or phone so we can see both your wardrobe and a full-length mirror, with daylight in the room. Clear a surface for sorting, and have a charger within reach: walking through a whole wardrobe on camera takes time.",
      format: "online",
      durationMinutes: 90,
      price: { amount: 140, currency: "EUR" },
      deliverables: ["A keep, alter and let-go list", "A short shopping list"],
      bookable: false,
    },
  },

  // ── Complete Makeover ────────────────────────────────────────────────────────
  {
    id: "signature-makeover",
    data: {
      status: "active",
      categorySlug: "complete-makeover",
      position: 1,
      createdAt: "2023-12-04T11:45:00.000Z",
      updatedAt: "2026-05-18T13:20:00.000Z",
      name: "Signature Makeover",
      summary:
        "Colour analysis, a style session, an at-home wardrobe edit and a guided shopping trip, spread over four to six weeks.",
      description: [
        "Our most complete programme. It begins with an in-person colour analysis, continues with a style essentials session and a wardrobe edit at home, and ends with a guided shopping trip built around the gaps we found together.",
        "Between sessions you can message your stylist with questions and photos. At the end you receive a written lookbook that brings your colours, shapes and outfits together in one place. The duration shown is the total time across all four sessions.",
        "Every makeover starts with a free 20-minute call, so we can agree a plan and timing before you pay.",
      ],
      forWhom: "People who want a thorough, guided reset of how they dress, from colour to wardrobe.",
      preparation:
        "For your free 20-minute call, think about what you would like to change and why now, a rough budget for the programme's shopping, and any dates coming up that matter. Have your diary to hand so we can plan the four sessions over the following weeks. Each session's own preparation comes with its booking.",
      format: "hybrid",
      durationMinutes: 630,
      price: { amount: 890, currency: "EUR" },
      deliverables: [
        "In-person colour analysis with swatch wallet",
        "Written style guide",
        "At-home wardrobe edit with outfit lookbook",
        "Guided shopping trip",
        "Messaging support throughout the programme",
      ],
      bookable: true,
    },
  },
  {
    id: "new-chapter-makeover",
    data: {
      status: "active",
      categorySlug: "complete-makeover",
      position: 2,
      createdAt: "2024-11-18T10:10:00.000Z",
      name: "New Chapter Makeover",
      summary:
        "A makeover designed around a turning point: a new role, life after a baby, a milestone birthday or retirement.",
      description: [
        "Big changes in life often leave a wardrobe behind. We start with a conversation about where you are going, then combine a colour analysis, a style session focused on your new routine, and a wardrobe edit that honours the clothes that still belong in your life.",
        "The programme ends with an occasion outfit or a short shopping trip, whichever is more useful to you. The duration shown is the total across all sessions.",
      ],
      forWhom: "Anyone whose life has changed and whose wardrobe hasn't caught up yet.",
      preparation:
        "For your free 20-minute call, think about the change you are going through (a new role, a new routine, a milestone) and what a usual week will look like afterwards. Have your diary to hand and a rough budget in mind for the shopping. Each session's own preparation comes with its booking.",
      format: "hybrid",
      durationMinutes: 540,
      price: { amount: 760, currency: "EUR" },
      deliverables: [
        "In-person colour analysis with swatch wallet",
        "Style session around your new routine",
        "At-home wardrobe edit",
        "Occasion outfit or guided shopping trip",
      ],
      bookable: true,
    },
  },
  {
    id: "makeover-day",
    data: {
      status: "active",
      categorySlug: "complete-makeover",
      position: 3,
      createdAt: "2024-06-17T09:00:00.000Z",
      updatedAt: "2026-06-22T11:35:00.000Z",
      name: "Makeover Day",
      summary:
        "One intensive day in Utrecht: colour analysis in the morning light, lunch, then styling and a guided shopping trip in the afternoon.",
      description: [
        "Ideal if you are travelling to see us. We start at 09:30 with your colour analysis while the light is best, break for lunch at a café on the canal (included), and spend the afternoon on shapes and a guided shopping trip with pieces reserved in advance.",
        "It's a long and full day, so we schedule at most one Makeover Day a week. As with every makeover, we begin with a free 20-minute call to plan the day, your list and your budget.",
      ],
      forWhom: "Clients visiting Utrecht for the day, or anyone who prefers one focused day to several sessions.",
      preparation:
        "For your free 20-minute call, have your travel plans to hand if you are coming from elsewhere, a rough budget for the afternoon's shopping, and any dietary needs for lunch. For the day itself, the list is short: no make-up for the morning's analysis and comfortable shoes for the afternoon. We send it in full after the call.",
      format: "in-person",
      durationMinutes: 450,
      price: { amount: 640, currency: "EUR" },
      deliverables: [
        "In-person colour analysis with swatch wallet",
        "Written style guide",
        "Guided shopping trip with reserved pieces",
        "Lunch on the canal",
      ],
      bookable: true,
    },
  },
];
