export const staffKeys = { all: ['staff'] as const, list: () => ['staff', 'list'] as const };
