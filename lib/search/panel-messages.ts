// The search panel's copy before a search has answered (components/shell/SearchPanel.tsx, the search page's form):
// the panel is in every page's frame, so every string here is in every page's first-visit JavaScript. The rest of
// the search copy loads with the answers (./messages).

export const searchPanelMessages = {
  label: 'Search',
  placeholder: 'Search the site',
  searching: 'Searching…',
} as const;
