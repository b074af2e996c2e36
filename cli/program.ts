import { Command, InvalidArgumentError } from 'commander';
import { speakIndonesian } from './commands/indonesian';

function portNumber(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('port harus 0..65535');
  return port;
}

/** '12h', '30m', '45s' or plain milliseconds: a duration of at least one second. */
function duration(value: string): number {
  const found = /^(\d+)(ms|s|m|h)?$/.exec(value.trim());
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  const ms = found ? Number(found[1]) * unit[(found[2] ?? 'ms') as keyof typeof unit] : NaN;
  if (!Number.isSafeInteger(ms) || ms < 1000)
    throw new InvalidArgumentError("durasi seperti '12h', '30m' atau '90s' (minimal 1 detik)");
  return ms;
}

/** The whole command line, parsed by commander; each command loads its module only when run. */
export async function runProgram(argv: readonly string[]): Promise<void> {
  const program = new Command()
    .name('penyedia')
    .description('Alat penyedia: sandbox API, katalog endpoint, simulasi pajak dan pemeriksaan upload massal')
    .showHelpAfterError();

  program
    .command('serve')
    .description('Jalankan sandbox API beserta portal di /penyedia/')
    .option('--port <n>', 'port', portNumber, 4173)
    .option('--host <host>', 'alamat', '127.0.0.1')
    .option('--data <dir>', 'folder data sandbox', '.sandbox-data')
    .option('--reset', 'seed ulang data dari fixtures', false)
    .option('--web <dir>', 'folder portal hasil build (bawaan: dist/web di paket penyedia)')
    .option('--verbose', 'catat setiap permintaan', false)
    .option(
      '--session-idle <duration>',
      "sesi berakhir setelah tidak dipakai selama ini ('12h', '30m', '90s')",
      duration,
      12 * 3_600_000,
    )
    .option('--mailbox <file>', 'tambahkan setiap e-mail sandbox ke file ini (satu JSON per baris)')
    .option('--allow-origin <origin...>', 'asal halaman lain yang boleh memanggil API (mis. http://127.0.0.1:5173)')
    .action(
      async (options: {
        port: number;
        host: string;
        data: string;
        reset: boolean;
        web?: string;
        verbose: boolean;
        sessionIdle: number;
        mailbox?: string;
        allowOrigin?: string[];
      }) => {
        const { serve } = await import('./commands/serve');
        await serve(options);
      },
    );

  program
    .command('endpoints')
    .description('Cetak katalog endpoint')
    .option('--json', 'sebagai JSON', false)
    .action(async (options: { json: boolean }) => {
      const { printEndpoints } = await import('./commands/endpoints');
      printEndpoints(options.json);
    });

  program
    .command('tax')
    .description('Simulasi pajak (PPN, PPh, dana diterima) untuk setiap harga')
    .argument('<price...>', 'harga dalam rupiah')
    .option('--untaxed', 'barang tidak dikenakan PPN (tag 1..26)', false)
    .option('--json', 'sebagai JSON', false)
    .action(async (prices: string[], options: { untaxed: boolean; json: boolean }) => {
      const { runTax } = await import('./commands/tax');
      process.exitCode = runTax(prices, options);
    });

  program
    .command('template')
    .description('Tulis template upload massal (xlsx)')
    .option('--out <file>', 'file tujuan', 'template-upload-massal.xlsx')
    .action(async (options: { out: string }) => {
      const { runTemplate } = await import('./commands/template');
      process.exitCode = await runTemplate(options);
    });

  program
    .command('check')
    .description('Periksa file upload massal sebelum diunggah')
    .argument('<file>', 'file xlsx')
    .option('--categories <tree.json>', 'jawaban tersimpan dari panggilan kategori')
    .option('--api <url>', 'root API (mis. http://127.0.0.1:4173/api) untuk mengambil pohon kategori')
    .option('--token <token>', 'token untuk --api')
    .option('--format <format>', 'table, json atau csv', 'table')
    .action(async (file: string, options: { categories?: string; api?: string; token?: string; format: string }) => {
      const { runCheck } = await import('./commands/check');
      process.exitCode = await runCheck(file, options);
    });

  program
    .command('split')
    .description('Potong file besar menjadi file template berisi paling banyak 100 baris bersih')
    .argument('<file>', 'file xlsx')
    .requiredOption('--out <dir>', 'folder tujuan')
    .option('--categories <tree.json>', 'jawaban tersimpan dari panggilan kategori')
    .action(async (file: string, options: { out: string; categories?: string }) => {
      const { runSplit } = await import('./commands/split');
      process.exitCode = await runSplit(file, options);
    });

  program
    .command('verify-fixtures')
    .description('Periksa setiap fixture terhadap skema endpoint-nya')
    .option('--dir <dir>', 'folder fixture (bawaan: fixtures/api)')
    .action(async (options: { dir?: string }) => {
      const { runVerifyFixtures } = await import('./commands/verifyFixtures');
      process.exitCode = await runVerifyFixtures(options);
    });

  program
    .command('record')
    .description('Rekam jawaban GET dari API sungguhan sebagai fixture')
    .requiredOption('--api <url>', 'root API')
    .requiredOption('--token <token>', 'token penyedia')
    .option('--chat-api <url>', 'root API chat (bawaan: <api> dengan /chat-api)')
    .option('--only <name...>', 'hanya endpoint ini')
    .option('--out <dir>', 'folder tujuan (bawaan: fixtures/api)')
    .action(async (options: { api: string; token: string; chatApi?: string; only?: string[]; out?: string }) => {
      const { runRecord } = await import('./commands/record');
      process.exitCode = await runRecord(options);
    });

  await speakIndonesian(program).parseAsync([...argv]);
}
