import { expect } from "vitest";
import { MESSAGE_LIST, type MessagePage } from "../../src/components/messages/messages.calls";
import { call } from "./helpers";

/** The data of a call that must succeed (a refusal fails the test, naming the call and its msg). */
export async function dataOf<T>(path: string, body: object, token: string): Promise<T> {
  const reply = await call<T>(path, body, { token });
  expect(reply.body.code, `${path}: ${reply.body.msg}`).toBe(200);
  return reply.body.data;
}

/** A page of the signed-in person's messages (消息中心's list: newest first). */
export const messagesOf = (token: string, body: object = {}) => dataOf<MessagePage>(MESSAGE_LIST, { page: 1, page_size: 50, ...body }, token);
