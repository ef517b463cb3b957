/* global process */
// Child process of the kill test (atomic-write.test.ts): writes snapshots in a loop through the
// real atomic writer, bundled by the test into a plain ES module passed as argv[2].
const [, , writerModule, folder] = process.argv;
const { writeFileAtomic } = await import(writerModule);
let n = 0;
process.stdout.write('ready\n');
for (;;) {
  n += 1;
  const body = JSON.stringify({ n, pad: 'x'.repeat(20_000 + (n % 7) * 1000) });
  await writeFileAtomic(`${folder}/snapshot.json`, body, { keepBackup: true });
}
