/**
 * The board's new-order chime: two short sine notes made with Web Audio, so nothing is
 * downloaded. Browsers start audio only after a gesture, so the switch that turns the sound
 * on also wakes the audio context; after a reload it wakes at the owner's first tap.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context: AudioContextClass | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  context = new Context();
  return context;
}

/** Call from a gesture (the switch, a tap): the next chime may then sound. */
export function wakeTone(): void {
  const audio = audioContext();
  if (audio?.state === 'suspended') void audio.resume().catch(() => {});
}

/** A rising two-note chime, about half a second, quiet enough for a shop counter. */
export function playTone(): void {
  const audio = audioContext();
  if (audio?.state !== 'running') return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 660],
    [0.18, 880],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.32);
  }
}
