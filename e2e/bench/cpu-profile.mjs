/**
 * Preload (`NODE_OPTIONS=--import …/cpu-profile.mjs`) that samples the process's CPU and writes a
 * .cpuprofile into CPU_PROFILE_DIR at exit, as `node --cpu-prof` would (which NODE_OPTIONS refuses).
 * Open the file in Chrome DevTools or speedscope. Used by `READS_CPU_PROFILE=<dir> npm run bench:reads`.
 */
import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    const file = path.join(process.env.CPU_PROFILE_DIR ?? '.', `api-${process.pid}.cpuprofile`);
    writeFileSync(file, JSON.stringify(result.profile));
  });
});
