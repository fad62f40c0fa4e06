// A process that logs and exits at once, without flushing: the logger must still have written every line.
import { createLogger } from "../lib/logger";

const [destination, count] = process.argv.slice(2);
const logger = createLogger("info", { destination });
for (let n = 1; n <= Number(count); n++) logger.info("request", { n });
process.exit(0);
