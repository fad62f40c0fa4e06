// Over 300 lines: data, not logic: the sample profile, posts' metadata and comments an empty store
// starts with, kept in one place so the sample blog reads as one.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../lib/project-root";

export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  category: { name: string; color: string };
  featuredImage: string;
  featuredImageAlt: string;
  isFeatured: boolean;
  isPublished: boolean;
  createdAt: string;
}

export interface SeedComment {
  postSlug: string;
  authorName: string;
  authorEmail: string;
  content: string;
  isApproved: boolean;
  createdAt: string;
}

export interface SeedProfile {
  name: string;
  avatar: string;
  bio: string;
  linkedinUrl: string;
  instagramUrl: string;
  youtubeUrl: string;
  githubUrl: string;
  portfolioUrl: string;
}

const PRECISION_FARMING = { name: "Precision Farming", color: "#2D5016" };
const SOIL_AND_WATER = { name: "Soil & Water", color: "#7B4A1E" };
const FARM_DATA_IOT = { name: "Farm Data & IoT", color: "#1F4E79" };
const SUSTAINABILITY = { name: "Sustainability", color: "#3F6B22" };
const LIVESTOCK = { name: "Livestock", color: "#8C3A1C" };

const image = (slug: string): string => `/images/posts/${slug}.svg`;

export const samplePosts: SeedPost[] = [
  {
    slug: "reading-ndvi-maps-without-fooling-yourself",
    title: "Reading NDVI Maps Without Fooling Yourself",
    excerpt:
      "Vegetation index maps are one of the most useful tools in precision farming and one of the easiest to misread. What NDVI really measures, five ways it misleads, and a workflow that keeps you honest.",
    tags: ["Remote Sensing", "Precision Farming", "Drones", "Data"],
    category: PRECISION_FARMING,
    featuredImage: image("reading-ndvi-maps-without-fooling-yourself"),
    featuredImageAlt: "A field's NDVI map, green where the crop is vigorous and red where it is thin",
    isFeatured: true,
    isPublished: true,
    createdAt: "2026-04-03T08:30:00.000Z",
  },
  {
    slug: "soil-moisture-sensors-irrigation-scheduling",
    title: "Soil Moisture Sensors and Irrigation Scheduling: A Field Guide",
    excerpt:
      "Tension or volumetric water content, where to install probes and how deep, and how to read the daily staircase of a moisture curve so your sensors actually change when and how much you irrigate.",
    tags: ["Irrigation", "IoT", "Soil Health", "Water"],
    category: SOIL_AND_WATER,
    featuredImage: image("soil-moisture-sensors-irrigation-scheduling"),
    featuredImageAlt: "A soil moisture probe in a furrow beside drip irrigation tubing",
    isFeatured: true,
    isPublished: true,
    createdAt: "2026-04-21T07:15:00.000Z",
  },
  {
    slug: "variable-rate-nitrogen-zones-to-prescriptions",
    title: "Variable-Rate Nitrogen: From Management Zones to a Prescription That Pays",
    excerpt:
      "Zone maps or crop sensors, how to build a nitrogen prescription step by step, and an honest worked example showing why the fertiliser saving alone rarely pays for variable-rate application.",
    tags: ["Precision Farming", "Nitrogen", "Data", "Sustainability"],
    category: PRECISION_FARMING,
    featuredImage: image("variable-rate-nitrogen-zones-to-prescriptions"),
    featuredImageAlt: "A field split into management zones, each shaded by its nitrogen rate",
    isFeatured: false,
    isPublished: true,
    createdAt: "2026-05-06T09:00:00.000Z",
  },
  {
    slug: "drone-crop-scouting-workflow",
    title: "A Practical Drone Scouting Workflow for a Mid-Size Farm",
    excerpt:
      "Satellite for triage, drone for the close-up, boots for the diagnosis. Mission types, overlap and light settings, and the processing habits that stop a drone from eating two days a week.",
    tags: ["Drones", "Remote Sensing", "Crop Protection", "Precision Farming"],
    category: PRECISION_FARMING,
    featuredImage: image("drone-crop-scouting-workflow"),
    featuredImageAlt: "A drone flying low over rows of crops",
    isFeatured: false,
    isPublished: true,
    createdAt: "2026-05-27T06:45:00.000Z",
  },
  {
    slug: "lorawan-on-the-farm",
    title: "LoRaWAN on the Farm: Building a Sensor Network That Survives a Season",
    excerpt:
      "Why low-power wide-area radio suits most farm sensing, how it compares with cellular and Wi-Fi, and field lessons on antenna height, gateway power, duty cycles and data ownership.",
    tags: ["IoT", "Connectivity", "Data", "Irrigation"],
    category: FARM_DATA_IOT,
    featuredImage: image("lorawan-on-the-farm"),
    featuredImageAlt: "A LoRaWAN gateway on a mast, linked to sensors spread across the fields",
    isFeatured: false,
    isPublished: true,
    createdAt: "2026-06-10T10:20:00.000Z",
  },
  {
    slug: "integrated-pest-management-traps-and-models",
    title: "Integrated Pest Management with Smart Traps and Degree-Day Models",
    excerpt:
      "Pheromone and camera traps tell you what is there; degree-day and disease models tell you when it matters. A worked codling moth example and the loop that cut spray numbers in the orchards I support.",
    tags: ["Crop Protection", "IoT", "Sustainability", "Data"],
    category: SUSTAINABILITY,
    featuredImage: image("integrated-pest-management-traps-and-models"),
    featuredImageAlt: "A sticky insect trap hanging among crop leaves",
    isFeatured: false,
    isPublished: true,
    createdAt: "2026-06-29T08:05:00.000Z",
  },
  {
    slug: "agrivoltaics-sharing-sunlight",
    title: "Agrivoltaics: Sharing the Sun Between Panels and Crops",
    excerpt:
      "Land equivalent ratios, elevated versus vertical bifacial designs, which crops tolerate shade, and the grid, lease and machinery questions to settle before any farmer signs an agri-PV contract.",
    tags: ["Energy", "Sustainability", "Water"],
    category: SUSTAINABILITY,
    featuredImage: image("agrivoltaics-sharing-sunlight"),
    featuredImageAlt: "Rows of solar panels raised above growing crops",
    isFeatured: true,
    isPublished: true,
    createdAt: "2026-07-15T09:40:00.000Z",
  },
  {
    slug: "precision-livestock-farming-sensors",
    title: "Precision Livestock Farming: What Collar and Bolus Sensors Actually Tell You",
    excerpt:
      "Heat detection pays for itself, health alerts are promising but noisy. What activity, rumination and rumen temperature data mean, and how to tune alerts so the herd manager keeps reading them.",
    tags: ["Livestock", "IoT", "Data", "Animal Welfare"],
    category: LIVESTOCK,
    featuredImage: image("precision-livestock-farming-sensors"),
    featuredImageAlt: "Cattle wearing sensor collars in a pasture",
    isFeatured: false,
    isPublished: true,
    createdAt: "2026-08-04T07:30:00.000Z",
  },
  {
    slug: "rtk-guidance-and-controlled-traffic-farming",
    title: "RTK Guidance and Controlled Traffic Farming: Keeping Wheels Off the Crop",
    excerpt:
      "Centimetre-level, year-to-year repeatable guidance makes permanent traffic lanes possible. GNSS correction levels compared, CTF design rules, what both cost, and where they usually go wrong.",
    tags: ["Machinery", "Precision Farming", "Soil Health"],
    category: PRECISION_FARMING,
    featuredImage: image("rtk-guidance-and-controlled-traffic-farming"),
    featuredImageAlt: "A tractor following straight permanent wheel tracks across a field",
    isFeatured: false,
    isPublished: true,
    createdAt: "2026-08-26T08:50:00.000Z",
  },
  {
    slug: "cover-crops-and-soil-carbon-honest-accounting",
    title: "Cover Crops and Soil Carbon: An Honest Accounting",
    excerpt:
      "Cover crops reliably cut erosion and nitrate losses. Their soil carbon gains are real but small next to the existing stock and very hard to measure. The numbers, the trade-offs and what to ask a carbon programme.",
    tags: ["Soil Health", "Carbon", "Nitrogen", "Sustainability"],
    category: SOIL_AND_WATER,
    featuredImage: image("cover-crops-and-soil-carbon-honest-accounting"),
    featuredImageAlt: "A cover crop growing over dark soil, its roots reaching down",
    isFeatured: true,
    isPublished: true,
    createdAt: "2026-09-14T07:55:00.000Z",
  },
  {
    slug: "yield-maps-cleaning-and-using",
    title: "Yield Maps Are Only as Good as Their Cleaning",
    excerpt:
      "Flow delay, fill and empty zones, partial swaths and uncalibrated combines: the usual yield monitor errors, a step-by-step cleaning routine, and how to turn several seasons into a stability map.",
    tags: ["Data", "Machinery", "Precision Farming"],
    category: FARM_DATA_IOT,
    featuredImage: image("yield-maps-cleaning-and-using"),
    featuredImageAlt: "A combine's yield map with high and low yield patches",
    isFeatured: false,
    isPublished: true,
    createdAt: "2026-10-07T09:10:00.000Z",
  },
  {
    slug: "regenerative-grazing-by-the-numbers",
    title: "Regenerative Grazing by the Numbers: Stock Density, Rest Periods and Grass",
    excerpt:
      "Stocking rate is not stock density, rest should follow plant recovery rather than the calendar, and a worked paddock-sizing example. Plus a careful look at the soil carbon claims.",
    tags: ["Livestock", "Soil Health", "Carbon", "Sustainability"],
    category: LIVESTOCK,
    featuredImage: image("regenerative-grazing-by-the-numbers"),
    featuredImageAlt: "Cattle grazing a small paddock behind a moveable fence",
    isFeatured: false,
    isPublished: true,
    createdAt: "2026-10-28T08:25:00.000Z",
  },
  {
    slug: "vertical-farming-energy-economics",
    title: "Vertical Farming's Energy Problem, in Kilowatt-Hours per Kilo",
    excerpt:
      "Water savings make the headlines, electricity decides the business. A first-principles estimate of lighting and climate-control energy per kilogram of lettuce.",
    tags: ["Energy", "Sustainability", "Water"],
    category: SUSTAINABILITY,
    featuredImage: image("vertical-farming-energy-economics"),
    featuredImageAlt: "Stacked shelves of leafy greens under LED lights",
    isFeatured: false,
    isPublished: false,
    createdAt: "2026-11-12T16:00:00.000Z",
  },
];

export const sampleComments: SeedComment[] = [
  {
    postSlug: "reading-ndvi-maps-without-fooling-yourself",
    authorName: "Tom Bradshaw",
    authorEmail: "tom.bradshaw@example.com",
    content:
      'The colour ramp point is so true. Our agronomy platform stretched a field that ranged from 0.81 to 0.84 into full red-to-green and I nearly ordered a tissue test for the whole "red" half. Fixed scales from now on.',
    isApproved: true,
    createdAt: "2026-04-05T19:12:00.000Z",
  },
  {
    postSlug: "reading-ndvi-maps-without-fooling-yourself",
    authorName: "Priya Nair",
    authorEmail: "priya.nair@example.org",
    content:
      "Agronomy student here. Would you use NDRE from Sentinel-2 at 20 m for late nitrogen in wheat, or is the resolution too coarse to be useful on fields under 10 ha?",
    isApproved: true,
    createdAt: "2026-04-08T10:47:00.000Z",
  },
  {
    postSlug: "soil-moisture-sensors-irrigation-scheduling",
    authorName: "Javier Ortega",
    authorEmail: "j.ortega@example.com",
    content:
      "We run drip in almonds on a sandy loam and put our probes 30 cm from the emitter. Your note about the deep sensor spiking after every set is exactly what we saw. Cut set times by a third and the trees look no different.",
    isApproved: true,
    createdAt: "2026-04-24T06:30:00.000Z",
  },
  {
    postSlug: "soil-moisture-sensors-irrigation-scheduling",
    authorName: "Hannah Weller",
    authorEmail: "hannah.weller@example.org",
    content:
      "Do granular matrix sensors work in cracking clays? Ours lose contact every summer when the soil shrinks and the readings go haywire.",
    isApproved: true,
    createdAt: "2026-05-02T14:05:00.000Z",
  },
  {
    postSlug: "soil-moisture-sensors-irrigation-scheduling",
    authorName: "Ben Carver",
    authorEmail: "ben.carver@example.com",
    content: "How many sites would you put on a 50 ha centre pivot with two soil types? The dealer quoted one probe, which seems thin.",
    isApproved: false,
    createdAt: "2026-05-09T03:21:00.000Z",
  },
  {
    postSlug: "variable-rate-nitrogen-zones-to-prescriptions",
    authorName: "Gareth Evans",
    authorEmail: "gareth.evans@example.com",
    content:
      "Refreshing to read that the fertiliser saving alone does not pay. Our check strips showed the same thing: the gain was in the good zone getting more, not the poor zone getting less.",
    isApproved: true,
    createdAt: "2026-05-10T20:18:00.000Z",
  },
  {
    postSlug: "drone-crop-scouting-workflow",
    authorName: "Lena Hoffmann",
    authorEmail: "lena.hoffmann@example.org",
    content:
      'The spot-photo idea saved me. I was stitching a full map every time someone asked "what is that patch?". Which overlap do you use for multispectral over oilseed rape in flower? Ours keep failing.',
    isApproved: true,
    createdAt: "2026-05-30T17:42:00.000Z",
  },
  {
    postSlug: "lorawan-on-the-farm",
    authorName: "Colm Byrne",
    authorEmail: "colm.byrne@example.com",
    content:
      "Can confirm the antenna height advice. Moved our gateway from the milking parlour wall to the top of the feed bin and picked up the trough sensors 3 km away on the outfarm.",
    isApproved: true,
    createdAt: "2026-06-13T21:03:00.000Z",
  },
  {
    postSlug: "lorawan-on-the-farm",
    authorName: "Aiko Tanaka",
    authorEmail: "aiko.tanaka@example.org",
    content:
      "Any thoughts on running ChirpStack on a Raspberry Pi in the farm office versus a small cloud server? Worried about SD cards dying.",
    isApproved: false,
    createdAt: "2026-06-20T09:55:00.000Z",
  },
  {
    postSlug: "agrivoltaics-sharing-sunlight",
    authorName: "Pieter de Vries",
    authorEmail: "pieter.devries@example.com",
    content:
      "We have vertical bifacial rows with 12 m strips on a dairy farm in Friesland. Grass yield in the strips is close to the open field, but silage cutting takes longer because of the turns at every row end.",
    isApproved: true,
    createdAt: "2026-07-18T12:36:00.000Z",
  },
  {
    postSlug: "agrivoltaics-sharing-sunlight",
    authorName: "Marco Bellini",
    authorEmail: "marco.bellini@example.org",
    content:
      "Do you have data for vineyards? In southern Italy the heat is becoming a bigger problem than frost, and partial shade sounds attractive.",
    isApproved: false,
    createdAt: "2026-07-22T08:14:00.000Z",
  },
  {
    postSlug: "precision-livestock-farming-sensors",
    authorName: "Siobhan Kelly",
    authorEmail: "siobhan.kelly@example.com",
    content:
      "Alert fatigue is real. We had 15 cows a day on the health list with collars and checked none of them by week five. Combining rumination with days in milk, like you describe, got it down to two or three.",
    isApproved: true,
    createdAt: "2026-08-07T05:48:00.000Z",
  },
  {
    postSlug: "cover-crops-and-soil-carbon-honest-accounting",
    authorName: "Dan Whitaker",
    authorEmail: "dan.whitaker@example.com",
    content:
      "Thank you for the stock calculation. A carbon company offered us a contract based on a model and one sample per field. After reading this I asked how they handle bulk density and got no answer.",
    isApproved: true,
    createdAt: "2026-09-16T18:27:00.000Z",
  },
  {
    postSlug: "cover-crops-and-soil-carbon-honest-accounting",
    authorName: "Ruth Okafor",
    authorEmail: "ruth.okafor@example.org",
    content:
      "How late can you drill a rye and vetch mix and still get anything useful before winter? Our maize often comes off in mid-October.",
    isApproved: false,
    createdAt: "2026-09-21T11:09:00.000Z",
  },
];

export const sampleProfile: SeedProfile = {
  name: "Mara Lindqvist",
  avatar: "/images/author.svg",
  bio: "Agronomist turned engineer. I spent eight years advising arable, vegetable and dairy farms before moving into sensor networks and farm-data software. Furrow is where I write about agricultural technology honestly: what works in the field, what it costs, and what the brochure leaves out.",
  linkedinUrl: "https://www.linkedin.com/in/mara-lindqvist-agtech",
  instagramUrl: "https://www.instagram.com/mara.in.the.field",
  youtubeUrl: "https://www.youtube.com/@maralindqvist",
  githubUrl: "https://github.com/maralindqvist",
  portfolioUrl: "https://maralindqvist.photo",
};

export function readSamplePostMarkdown(slug: string): string {
  return readFileSync(join(projectRoot(), "server", "seed", "posts", `${slug}.md`), "utf8");
}
