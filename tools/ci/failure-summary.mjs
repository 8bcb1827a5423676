#!/usr/bin/env node
// Prints, at the end of a failed CI run, what failed and why: the failing Jest tests with their error
// blocks, and the Nx tasks that failed. A CI log is long and often only its tail is read, so a failure
// near the start (an integration test, say) would otherwise scroll out of sight behind later output.
//
//   node tools/ci/failure-summary.mjs <log file> [max lines]
import { readFileSync } from 'node:fs';

const [file, maxArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: failure-summary.mjs <log file> [max lines]');
  process.exit(2);
}
const maxLines = Number(maxArg ?? 400);

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*[A-Za-z]/g;
const lines = readFileSync(file, 'utf8').replace(ansi, '').split('\n');

const out = [];
const push = (...more) => out.push(...more);

// Which suites failed, and which tests in them.
const failedSuites = lines.filter((l) => /^\s*FAIL\s/.test(l));
// Jest marks a failed test ✕, Vitest ×.
const failedTests = lines.filter((l) => /^\s*[✕×]\s/.test(l));
// Jest's failure blocks: "● suite › test" up to the next block or the suite summary. "● Console" is logging.
const blocks = [];
for (let i = 0; i < lines.length; i++) {
  const l = lines[i];
  if (!/^\s*● /.test(l) || /^\s*● Console\s*$/.test(l)) continue;
  const block = [l];
  for (let j = i + 1; j < lines.length && block.length < 60; j++) {
    const next = lines[j];
    if (/^\s*● /.test(next) || /^\s*(PASS|FAIL)\s/.test(next) || /^Test Suites:/.test(next)) break;
    block.push(next);
  }
  blocks.push(block.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd());
}
// Vitest's own section: "⎯⎯ Failed Tests N ⎯⎯" with each failure's error, up to its summary.
for (let i = 0; i < lines.length; i++) {
  if (!/⎯ Failed Tests \d+ ⎯/.test(lines[i])) continue;
  const block = [];
  for (let j = i + 1; j < lines.length && block.length < 80 && !/^\s*Test Files\s/.test(lines[j]); j++) {
    block.push(lines[j]);
  }
  blocks.push(block.join('\n').replace(/\n{3,}/g, '\n\n').trim());
}
const failedTasks = [];
for (let i = 0; i < lines.length; i++) {
  if (!/Failed tasks:/.test(lines[i])) continue;
  for (let j = i + 1; j < lines.length && j < i + 30; j++) {
    const m = /^\s*-\s+(\S+)/.exec(lines[j]);
    if (m) failedTasks.push(m[1]);
    else if (lines[j].trim() && failedTasks.length) break;
  }
}

push('', '=== why CI failed (summary of the log above) ===');
if (failedTasks.length) push(`failed Nx tasks: ${[...new Set(failedTasks)].join(', ')}`);
if (failedSuites.length) push('failed suites:', ...new Set(failedSuites.map((l) => `  ${l.trim()}`)));
if (failedTests.length) push('failed tests:', ...new Set(failedTests.map((l) => `  ${l.trim()}`)));
if (blocks.length) push('', 'their errors:', ...new Set(blocks));
if (!failedTasks.length && !failedSuites.length && !blocks.length) {
  push('no failing test found in the log; its last lines:', ...lines.slice(-40));
}
const text = out.join('\n').split('\n');
console.log(text.slice(0, maxLines).join('\n'));
if (text.length > maxLines) console.log(`… ${text.length - maxLines} more lines in ${file}`);
