// How to run one of the product's commands, said the way this process was started: the single executable
// names itself (scripts/sea/cli.mjs sets ATELIER_EXECUTABLE), a checkout names its npm script. A hint that
// says `npm run user` to someone holding only the executable cannot be followed.

/** `npm run user -- create …`, or `./atelier-motor-gallery user create …` from the executable. */
export function commandHint(command: 'user' | 'backup' | 'restore', args: string, env: NodeJS.ProcessEnv = process.env): string {
  const executable = env.ATELIER_EXECUTABLE;
  if (executable) return `${executable} ${command}${args ? ` ${args}` : ''}`;
  return `npm run ${command}${args ? ` -- ${args}` : ''}`;
}
