import { useEffect, useRef } from "react";

/**
 * 新消息提醒 (issue 49 item 2, decision 0114): when the bell's count grows, a short tone (Web
 * Audio: no sound file to ship) and the browser's Notification, where the merchant switched it
 * on (settings store `messageAlert`, off by default) and the browser allows it. A count read for
 * the first time (a page opened, a sign-in) is no news: only a rise after that tells.
 */

/** Asks the browser's permission for notifications (the setting's switch, a user's click); whether it is granted. */
export async function askNotificationPermission(): Promise<NotificationPermission | "unsupported"> {
  if (typeof Notification === "undefined") return "unsupported";
  if (Notification.permission !== "default") return Notification.permission;
  return Notification.requestPermission();
}

/** A short two-note tone; nothing where the page has no audio (a test's jsdom) or the browser refuses to play before a click. */
function playTone(): void {
  const Context = typeof window === "undefined" ? undefined : window.AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const gain = audio.createGain();
    gain.gain.value = 0.08;
    gain.connect(audio.destination);
    [880, 1175].forEach((frequency, i) => {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + i * 0.12);
      tone.stop(audio.currentTime + i * 0.12 + 0.1);
    });
    setTimeout(() => void audio.close(), 600);
  } catch {
    // an autoplay policy or no output device: the badge still says it
  }
}

function notify(text: string): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  try {
    new Notification("商户后台 · 新消息", { body: text, tag: "merchant-messages" });
  } catch {
    // Chrome on Android allows notifications only from a service worker: the tone and badge remain
  }
}

/** Tells a rise of `count` by tone and Notification while `enabled`. */
export function useMessageAlert(count: number, enabled: boolean): void {
  const last = useRef<number | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = count;
    if (!enabled || before === null || count <= before) return;
    playTone();
    notify(`你有 ${count} 条未读消息`);
  }, [count, enabled]);
}
