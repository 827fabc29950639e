import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { pushCopy } from "#app/content/push.ts";
import { CheckboxField } from "./checkbox-field.tsx";
import { BellIcon, TrashIcon } from "./icons.tsx";
import { TextField } from "./text-field.tsx";

const copy = pushCopy.account;

export interface DeviceView {
  id: number;
  name: string;
  addedOn: string;
  events: string[];
  quietFrom: string;
  quietTo: string;
  urgentRings: boolean;
}

/**
 * The account's devices, each with its own settings form: its name, what it receives (among what the role is told
 * of), its quiet hours, and the
 * buttons to save, to send a test notification and to remove it. Plain forms that post, like the rest of /pro.
 */
export function PushDevices({
  devices,
  kinds,
  thisDevice,
  busy,
}: {
  devices: DeviceView[];
  /** The kinds the person's role is told of, the only ones offered. */
  kinds: readonly (keyof typeof copy.eventLabels)[];
  thisDevice: number | null;
  busy: boolean;
}) {
  if (devices.length === 0) return <p className="text-sm text-muted">{copy.none}</p>;
  return (
    <ul className="space-y-4" aria-label={copy.title}>
      {devices.map((device) => {
        const field = (name: string) => `push-${device.id}-${name}`;
        return (
          <li key={device.id} className="rounded-lg border border-line">
            <Form method="post" className="space-y-4 p-4">
              <input type="hidden" name="device" value={device.id} />
              <div className="flex items-start gap-3">
                <BellIcon className="mt-0.5 size-5 shrink-0 text-navy-700" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold break-words text-ink">
                    {device.name}
                    {device.id === thisDevice ? (
                      <span className="ml-2 rounded bg-navy-50 px-1.5 py-0.5 text-xs font-semibold text-navy-800">
                        {copy.thisDevice}
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-0.5 text-muted">
                    {copy.addedOn} {device.addedOn}
                  </p>
                </div>
              </div>
              <TextField
                id={field("name")}
                name="name"
                label={copy.deviceName}
                defaultValue={device.name}
                required
                maxLength={80}
                className="sm:max-w-md"
              />
              <fieldset>
                <legend className="text-sm font-semibold text-ink">{copy.events}</legend>
                <div className="mt-2 grid gap-2.5 sm:grid-cols-2">
                  {kinds.map((kind) => (
                    <CheckboxField
                      key={kind}
                      name="events"
                      value={kind}
                      defaultChecked={device.events.includes(kind)}
                      label={copy.eventLabels[kind]}
                    />
                  ))}
                </div>
              </fieldset>
              <fieldset aria-describedby={field("quiet-hint")}>
                <legend className="text-sm font-semibold text-ink">{copy.quiet}</legend>
                <p id={field("quiet-hint")} className="mt-0.5 text-sm text-muted">
                  {copy.quietHint}
                </p>
                <div className="mt-2 grid max-w-xs grid-cols-2 gap-3">
                  <TextField
                    id={field("from")}
                    name="quietFrom"
                    type="time"
                    label={copy.quietFrom}
                    defaultValue={device.quietFrom}
                  />
                  <TextField
                    id={field("to")}
                    name="quietTo"
                    type="time"
                    label={copy.quietTo}
                    defaultValue={device.quietTo}
                  />
                </div>
                <CheckboxField
                  name="urgentRings"
                  defaultChecked={device.urgentRings}
                  label={copy.urgentRings}
                  className="mt-3"
                />
              </fieldset>
              <div className="flex flex-col gap-2.5 border-t border-line pt-4 sm:flex-row sm:flex-wrap">
                <button
                  type="submit"
                  name="intent"
                  value="push-save"
                  className={buttonClass("primary", "md", "w-full sm:w-auto")}
                  disabled={busy}
                >
                  {copy.save}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="push-test"
                  formNoValidate
                  className={buttonClass("outline", "md", "w-full sm:w-auto")}
                  disabled={busy}
                >
                  {copy.test}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="push-remove"
                  formNoValidate
                  aria-label={copy.removeLabel(device.name)}
                  className="flex items-center justify-center gap-1.5 rounded-lg border border-line px-3 py-2.5 text-sm font-semibold text-emergency-700 hover:bg-emergency-50 sm:ml-auto"
                  disabled={busy}
                >
                  <TrashIcon className="size-4" />
                  {copy.remove}
                </button>
              </div>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}
