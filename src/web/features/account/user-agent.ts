// A readable "Chrome no Android" from a user-agent string, for the list of signed-in devices.
// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const find = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

export function describeUserAgent(userAgent: string | null | undefined): string {
  const text = userAgent ?? "";
  const browser = find(BROWSERS, text);
  const system = find(SYSTEMS, text);
  if (browser && system) return `${browser} no ${system}`;
  return browser ?? system ?? "Dispositivo desconhecido";
}
