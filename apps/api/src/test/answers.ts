/** The fields a refused request's answer names (its `errors`), in the order it gives them. */
export const fieldsAtFault = (body: { errors: { field: string }[] }) => body.errors.map((e) => e.field);
