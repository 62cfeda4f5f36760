/** Frames kept of a stack: enough to find the place, the rest is the framework's. */
const FRAMES = 12;
const CAUSES = 3;

/** A message's first line, its quoted parts out: values travel there ('…for type uuid: "Ana"'). */
function messageWithoutValues(message: string) {
  const [first = ''] = message.split('\n');
  return first
    .replace(/"[^"]*"|'[^']*'|«[^»]*»/g, '"…"')
    .replace(/\bparams:.*$/, 'params: …')
    .slice(0, 200);
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * What an error line says of an error: its kind, its codes, where it was thrown and why, and
 * nothing of the values it carried. An allow-list, because the driver's errors put the whole
 * statement's parameters (a client's name, tax number, notes) in their message, in `params`, in
 * `parameters`, `detail` and `where`, and a future library may put them anywhere else.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const fields = error as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  const frames = (error.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, FRAMES);
  return {
    type: error.constructor.name,
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.statusCode === 'number' ? { statusCode: fields.statusCode } : {}),
    message: messageWithoutValues(error.message),
    stack: frames.join('\n'),
    ...(fields.cause !== undefined && depth < CAUSES
      ? { cause: errorForLog(fields.cause, depth + 1) }
      : {}),
  };
}
