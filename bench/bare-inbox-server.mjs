// The inbox bench's yardstick: node:http reading a POST's body and answering 202, and nothing else,
// in a process of its own as the product is. Timed by the same stand-in senders in the same run, it
// is the part of an inbox POST's time that is this machine's and the senders', not the blog's.
import { createServer } from "node:http";

const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => res.writeHead(202).end());
});
server.listen(0, "127.0.0.1", () => process.send({ ready: server.address().port }));
process.on("disconnect", () => process.exit(0));
