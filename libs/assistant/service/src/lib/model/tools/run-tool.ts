import type { AssistantToolRun } from '@chargesetu/shared/contracts';
import { Value } from '@sinclair/typebox/value';
import type { AssistantData } from '@chargesetu/assistant/offline';
import { TOOL_DEFINITIONS } from './tool-definitions';
import { dispatch, ToolError } from './tool-handlers';

/** What a tool call gives back to the model (JSON text) and what is recorded about it. */
export interface ToolOutcome {
  content: string;
  run: AssistantToolRun;
}

/**
 * Runs one tool call of the model: parses and checks its JSON arguments against the tool's schema,
 * reads live data, and answers with JSON. Bad input and missing records become an `error` the model
 * can read; a broken neighbour too (recorded as a failed run).
 */
export async function runTool(
  name: string,
  rawArgs: string,
  data: AssistantData,
  now: Date = new Date(),
): Promise<ToolOutcome> {
  let args: Record<string, unknown> = {};
  const fail = (message: string): ToolOutcome => ({
    content: JSON.stringify({ error: message }),
    run: { name, arguments: args, ok: false, summary: message },
  });
  const def = TOOL_DEFINITIONS.find((t) => t.name === name);
  if (!def) return fail(`Unknown tool ${name}`);
  try {
    const parsed: unknown = rawArgs.trim() ? JSON.parse(rawArgs) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return fail('Arguments must be a JSON object');
    args = parsed as Record<string, unknown>;
  } catch {
    return fail('Arguments are not valid JSON');
  }
  const converted = Value.Convert(def.parameters, Value.Clean(def.parameters, structuredClone(args)));
  const firstError = [...Value.Errors(def.parameters, converted)][0];
  if (firstError) return fail(`${firstError.path.replace(/^\//, '') || 'arguments'}: ${firstError.message}`);
  try {
    const done = await dispatch(name, converted as never, data, now);
    return {
      content: JSON.stringify(done.result),
      run: { name, arguments: args, ok: true, summary: done.summary },
    };
  } catch (err) {
    return fail(
      err instanceof ToolError ? err.message : `Could not read the data: ${(err as Error).message}`,
    );
  }
}
