/** A uuid in lower-case hex, without anchors: the one pattern the server checks ids with. */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const UUID = new RegExp(`^${UUID_PATTERN}$`, 'i');

/** Whether `value` is shaped as a uuid (any case): checked before it reaches SQL. */
export const isUuid = (value: string) => UUID.test(value);
