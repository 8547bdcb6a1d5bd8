import { render, screen } from "@testing-library/react";
import { Form } from "antd";
import { describe, expect, it } from "vitest";
import { FormSelect } from "../../../src/engine/fields/form-select";

function Field({ required }: { required: boolean }) {
  return (
    <Form>
      <Form.Item label="分类" name="category" rules={[{ required }]}>
        <FormSelect options={[{ value: 1, label: "数字藏品" }]} />
      </Form.Item>
    </Form>
  );
}

describe("FormSelect", () => {
  it("is named by its label, and says required on the combobox rather than on Select's div", () => {
    const { container } = render(<Field required />);
    const combobox = screen.getByRole("combobox", { name: "分类" });
    expect(combobox).toHaveAttribute("aria-required", "true");
    expect(container.querySelector(".ant-select")).not.toHaveAttribute("aria-required");
  });

  it("says nothing of required on an optional field", () => {
    const { container } = render(<Field required={false} />);
    expect(screen.getByRole("combobox", { name: "分类" })).not.toHaveAttribute("aria-required");
    expect(container.querySelector("[aria-required]")).toBeNull();
  });
});
