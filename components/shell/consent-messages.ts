// The consent prompt's answers (./ConsentPrompt.tsx, loaded only when the prompt shows): apart from the frame's
// copy (./messages), which every page loads.

export const consentMessages = {
  yes: 'Yes',
  no: 'No',
} as const;
