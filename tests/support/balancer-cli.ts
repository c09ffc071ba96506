/**
 * `tsx tests/support/balancer-cli.ts [--port N] <backend origin>…`: the round-robin balancer as
 * its own process (the bench runs it so, to keep it off the load generator's CPU). Prints
 * `listening <origin>` when ready; on SIGTERM or SIGINT prints the per-backend counts and exits.
 */
import { startBalancer } from './balancer.ts';

const args = process.argv.slice(2);
let port: number | undefined;
if (args[0] === '--port') {
  args.shift();
  port = Number(args.shift());
}
if (args.length === 0 || (port !== undefined && !Number.isInteger(port))) {
  console.error('usage: tsx tests/support/balancer-cli.ts [--port N] <backend origin>…');
  process.exit(2);
}

const balancer = await startBalancer({ backends: args, log: false, ...(port !== undefined ? { port } : {}) });
console.log(`listening ${balancer.origin}`);
const stop = async () => {
  console.log(`counts ${JSON.stringify(balancer.counts)}`);
  await balancer.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
