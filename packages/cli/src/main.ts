export async function main(argv: string[]): Promise<void> {
  console.log('ramparts', argv.slice(2).join(' '));
}
