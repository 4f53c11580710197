/**
 * The station's sounds, made with the Web Audio API (no audio files): a rising double beep for a
 * success, one mid beep for "already received", three short beeps for an unclaimed parcel, a low
 * buzz for a refusal. Staff hear the outcome without looking at the screen.
 */
import type { Tone } from './outcome-style.ts';

type Note = { hz: number; ms: number; wave?: OscillatorType };

const tunes: Record<Tone, Note[]> = {
  success: [
    { hz: 880, ms: 90 },
    { hz: 1320, ms: 120 },
  ],
  info: [{ hz: 660, ms: 150 }],
  warning: [
    { hz: 520, ms: 80 },
    { hz: 520, ms: 80 },
    { hz: 520, ms: 80 },
  ],
  error: [{ hz: 180, ms: 450, wave: 'sawtooth' }],
};

let context: AudioContext | undefined;

/** Plays the tune of `tone`; silent where Web Audio is missing or blocked. Returns the notes played. */
export function playTone(tone: Tone): Note[] {
  const notes = tunes[tone];
  try {
    context ??= new AudioContext();
    // Browsers start a context suspended until a user gesture; a scanner's keystrokes count as one.
    if (context.state === 'suspended') void context.resume();
    let at = context.currentTime;
    for (const note of notes) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = note.wave ?? 'square';
      osc.frequency.value = note.hz;
      gain.gain.setValueAtTime(0.12, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + note.ms / 1000);
      osc.connect(gain).connect(context.destination);
      osc.start(at);
      osc.stop(at + note.ms / 1000);
      at += note.ms / 1000 + 0.04;
    }
  } catch {
    // No audio device (a server, a locked-down browser): the colour still tells.
  }
  (window as { __lastTone?: Tone }).__lastTone = tone;
  return notes;
}
