// The form of every message the share decoders give: "field: problem", where field is a path in
// the scenario (flows[2].alpha), a lab setting (speed, teacher.locked) or a whole thing in
// parentheses ((link), (file), (scenario)). A last "… and N more problems" line may follow.
export const FIELD_MESSAGE = /^(\((?:link|scenario|view|file)\)|[A-Za-z_$][\w$]*(?:\[\d+\])?(?:\.[A-Za-z_$][\w$]*(?:\[\d+\])?)*): \S/;

export const isFieldMessage = (m: string): boolean => FIELD_MESSAGE.test(m) || /^… and \d+ more problems$/.test(m);
