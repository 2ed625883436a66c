/**
 * A submission cannot be changed as asked (gone, in spam, erased, or its workflow does not allow
 * it): the error handler answers its status code with its message, which is written for the operator.
 */
export class WorkflowError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}
