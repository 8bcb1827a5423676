// Measures bcryptjs hash and compare time per cost factor on this machine, to choose BCRYPT_COST.
// Usage: node libs/auth/service/scripts/measure-hash-cost.mjs [cost ...] (default: 10 11 12)
import bcrypt from 'bcryptjs';

const costs = process.argv.slice(2).map(Number).filter(Number.isInteger);
const ROUNDS = 5;

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

for (const cost of costs.length ? costs : [10, 11, 12]) {
  const hash = await bcrypt.hash('warm-up', cost);
  const hashTimes = [];
  const compareTimes = [];
  for (let i = 0; i < ROUNDS; i++) {
    let start = process.hrtime.bigint();
    await bcrypt.hash('Demo@123', cost);
    hashTimes.push(ms(start));
    start = process.hrtime.bigint();
    await bcrypt.compare('Demo@123', hash);
    compareTimes.push(ms(start));
  }
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `cost ${cost}: hash median ${median(hashTimes).toFixed(0)} ms (min ${Math.min(...hashTimes).toFixed(0)}), ` +
      `compare median ${median(compareTimes).toFixed(0)} ms over ${ROUNDS} runs`,
  );
}
