/**
 * A labelled set of comments for measuring the spam defences: readers of an agritech blog, and
 * spam as it arrives (pills, SEO offers, crypto, copied praise, bot timings and honeypots).
 * Made from parts, so the set is large and varied yet reviewable; every comment is different.
 */

export interface LabelledComment {
  content: string;
  /** What the hidden field held. */
  honeypot: string;
  /** From drawing the form to sending it. */
  formAgeMs: number;
  /** The same text was already posted under another article. */
  repeatedElsewhere: boolean;
  spam: boolean;
}

const READER_OPENERS = [
  "We tried this on our farm last season.",
  "Thanks for the clear write-up.",
  "Interesting numbers, but I have a question.",
  "This matches what our agronomist told us.",
  "Good article.",
  "I run a mixed arable and livestock farm in the north.",
  "Our co-op has been discussing exactly this.",
  "As a contractor I see a lot of different setups.",
  "Coming from a vineyard background, this was useful.",
  "Long-time reader, first comment.",
];
const READER_TOPICS = [
  "The soil moisture probes read wet for days after rain on our clay fields",
  "Variable-rate nitrogen saved us about 20 kg per hectare on the sandy zones",
  "Our NDVI maps from the drone looked great until we checked the headlands",
  "RTK guidance cut our overlap, but the base station signal drops behind the barn",
  "The cover crop mix of rye and clover held the soil through a wet winter",
  "LoRaWAN gateways on the grain silo reached the far pasture without trouble",
  "Rotational grazing doubled our rest periods and the grass came back thicker",
  "Cleaning the yield map removed the worst of the combine start-up errors",
  "Pheromone traps told us about the moth flight a week before the model did",
  "The solar panels over the potatoes gave some shade in the July heat",
];
const READER_QUESTIONS = [
  "How deep do you install the probes?",
  "Did you see any difference in protein?",
  "What would you do differently next year?",
  "Is there a cheaper way to get started on a small farm?",
  "How often do you recalibrate?",
  "Would this work on heavy clay?",
  "",
  "Have you published the trial data anywhere?",
  "Does the insurer accept these records?",
  "Any advice for a wet spring like this one?",
];

const SPAM_PITCHES = [
  "Buy cheap viagra and cialis online, no prescription needed, fast delivery from our pharmacy",
  "We offer guaranteed SEO services: backlinks, guest posts and first page ranking for your website",
  "Earn passive income with our crypto trading bot, bitcoin profit guaranteed every day",
  "Best online casino bonus, free spins for new players, win big tonight",
  "Increase your website traffic with our marketing agency, cheap outreach packages on sale",
  "Forex signals with 95% accuracy, join our investment club and double your profit",
  "Get instant loan approval, no credit check, money in your account today",
  "Buy real Instagram followers and likes at the lowest price, limited offer",
  "Claim your NFT airdrop now, connect your wallet to receive free tokens",
  "Professional essay writing service, cheap prices, plagiarism free, order now",
];
const SPAM_HOSTS = ["cheap-meds.example", "seo-rank.example", "crypto-profit.example", "casino-bonus.example", "traffic-now.example"];
const COPIED_PRAISE = [
  "I really enjoyed reading this post, very informative and well written!",
  "Great article, thanks for sharing this useful information with us.",
  "This is exactly what I was looking for, bookmarked your blog for later.",
  "Nice post! Keep up the good work, I will visit again soon.",
  "Wonderful blog, the content is very helpful, thank you so much.",
];

const SECOND = 1000;

/** 100 comments as readers write them: at a person's pace, the hidden field empty, a link now and then. */
export function readerComments(): LabelledComment[] {
  const comments: LabelledComment[] = [];
  for (let i = 0; comments.length < 100; i++) {
    const opener = READER_OPENERS[i % READER_OPENERS.length];
    const topic = READER_TOPICS[Math.floor(i / READER_OPENERS.length) % READER_TOPICS.length];
    const question = READER_QUESTIONS[(i * 3) % READER_QUESTIONS.length];
    const link = i % 9 === 0 ? " Our trial notes are at https://extension.example/trials/" + i + "." : "";
    comments.push({
      content: `${opener} ${topic}.${link} ${question}`.trim(),
      honeypot: "",
      formAgeMs: (20 + ((i * 37) % 600)) * SECOND,
      repeatedElsewhere: false,
      spam: false,
    });
  }
  return comments;
}

/** 100 spam comments: bots at machine speed or filling the honeypot, link farms, pitches sent at a person's pace, copied praise. */
export function spamComments(): LabelledComment[] {
  const comments: LabelledComment[] = [];
  for (let i = 0; comments.length < 100; i++) {
    const pitch = SPAM_PITCHES[i % SPAM_PITCHES.length];
    const host = SPAM_HOSTS[i % SPAM_HOSTS.length];
    const kind = i % 5;
    if (kind === 0) {
      // A bot: instant, and it fills every field it finds.
      comments.push({
        content: `${pitch}. Visit https://${host}/offer-${i}`,
        honeypot: `https://${host}`,
        formAgeMs: 300 + (i % 7) * 100,
        repeatedElsewhere: false,
        spam: true,
      });
    } else if (kind === 1) {
      // A link farm sent through the real form at a person's pace.
      const links = [0, 1, 2, 3].map((n) => `https://${SPAM_HOSTS[(i + n) % SPAM_HOSTS.length]}/p${i}-${n}`).join(" ");
      comments.push({ content: `${pitch} ${links}`, honeypot: "", formAgeMs: 45 * SECOND, repeatedElsewhere: false, spam: true });
    } else if (kind === 2) {
      // A pitch typed by a person paid to post it: only its words give it away.
      comments.push({
        content: `Hello admin, ${pitch.toLowerCase()}. Contact us for more details, deal number ${i}.`,
        honeypot: "",
        formAgeMs: 90 * SECOND,
        repeatedElsewhere: false,
        spam: true,
      });
    } else if (kind === 3) {
      // Praise copied under many posts, with the link in the text.
      comments.push({
        content: `${COPIED_PRAISE[i % COPIED_PRAISE.length]} ${i}`,
        honeypot: "",
        formAgeMs: 30 * SECOND,
        repeatedElsewhere: true,
        spam: true,
      });
    } else {
      // A replayed form token from days ago, and little but a link.
      comments.push({
        content: `https://${host}/${i} cheap offer`,
        honeypot: "",
        formAgeMs: 3 * 24 * 60 * 60 * SECOND,
        repeatedElsewhere: false,
        spam: true,
      });
    }
  }
  return comments;
}
