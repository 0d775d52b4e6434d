const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is shaped as a uuid (any case): checked before it reaches SQL. */
export const isUuid = (value: string) => UUID.test(value);
