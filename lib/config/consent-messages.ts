// Part of the message set (./messages): the consent prompt's answers (components/shell/ConsentPrompt.tsx, loaded
// only when the prompt shows).

export const consentMessages = {
  yes: 'Yes',
  no: 'No',
} as const;
