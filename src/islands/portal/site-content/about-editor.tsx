import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { PLACEHOLDER_HINT } from '#src/lib/content/placeholders';
import type { AboutBlock, TeamMemberBlock } from '#src/lib/validation/page-blocks';
import type { Area } from '#src/islands/portal/area';
import { Button } from '#src/islands/ui/button';
import { Panel } from '#src/islands/ui/card';
import { MediaPicker } from '#src/islands/portal/media/media-picker';
import { BlockEditor } from './block-editor';
import { TextField } from './text-field';

const NEW_MEMBER: TeamMemberBlock = { name: '', role: '', photo: '', photoAlt: '', bio: '' };

/** The about page's story (Markdown) and its team, in the order shown. */
export default function AboutEditor({ area }: { area: Area }) {
  return (
    <BlockEditor<AboutBlock>
      area={area}
      blockKey="about"
      title="About Page"
      noun="about page"
      previewHref="/employee/site-content/preview/about"
    >
      {({ values, setValues, errors }) => {
        const team = values.team;
        // The demo's generated portraits stay on offer next to the library while the team uses them.
        const portraits = team
          .filter((m) => m.photo.startsWith('art:'))
          .map((m) => ({ src: m.photo, previewUrl: `/art/${m.photo.slice(4)}-400.webp`, label: `Portrait of ${m.name}` }));
        const setTeam = (next: TeamMemberBlock[]) => setValues({ ...values, team: next });
        const change = (i: number, patch: Partial<TeamMemberBlock>) => setTeam(team.map((m, j) => (j === i ? { ...m, ...patch } : m)));
        const move = (i: number, by: number) => {
          const next = [...team];
          const [member] = next.splice(i, 1);
          next.splice(i + by, 0, member!);
          setTeam(next);
        };
        return (
          <>
            <Panel title="Our story" bodyClassName="grid gap-4">
              <TextField
                id="about-storyTitle"
                label="Story heading"
                value={values.storyTitle}
                onChange={(storyTitle) => setValues({ ...values, storyTitle })}
                error={errors.storyTitle}
              />
              <TextField
                id="about-story"
                label="Story (Markdown)"
                rows={10}
                value={values.story}
                onChange={(story) => setValues({ ...values, story })}
                error={errors.story}
                hint={`A blank line starts a paragraph; **bold**, *italic*, [link](/inventory). ${PLACEHOLDER_HINT}`}
              />
            </Panel>
            <Panel title="Team" bodyClassName="grid gap-6">
              {errors.team && <p className="text-xs font-medium text-red-700">{errors.team}</p>}
              {team.map((m, i) => {
                const field = (name: keyof TeamMemberBlock) => `team.${i}.${name}`;
                return (
                  <fieldset key={i} className="grid gap-3 rounded-lg border border-ink/10 p-4">
                    <legend className="px-1 text-xs font-medium text-ink/65">Team member {i + 1}</legend>
                    <div className="grid gap-3 sm:grid-cols-2">
                      <TextField
                        id={`team-${i}-name`}
                        label="Name"
                        value={m.name}
                        onChange={(name) => change(i, { name })}
                        error={errors[field('name')]}
                      />
                      <TextField
                        id={`team-${i}-role`}
                        label="Role"
                        value={m.role}
                        onChange={(role) => change(i, { role })}
                        error={errors[field('role')]}
                      />
                    </div>
                    <MediaPicker
                      id={`team-${i}-photo`}
                      label="Photo"
                      required
                      value={{ src: m.photo, alt: m.photoAlt }}
                      onChange={(photo) => change(i, { photo: photo.src, photoAlt: photo.alt })}
                      errors={{ src: errors[field('photo')], alt: errors[field('photoAlt')] }}
                      builtIn={portraits}
                    />
                    <TextField
                      id={`team-${i}-bio`}
                      label="Bio"
                      rows={4}
                      value={m.bio}
                      onChange={(bio) => change(i, { bio })}
                      error={errors[field('bio')]}
                    />
                    <div className="flex flex-wrap gap-2">
                      <Button type="button" size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)}>
                        <ArrowUp className="size-4" aria-hidden="true" /> Up
                        <span className="sr-only"> {m.name || `team member ${i + 1}`}</span>
                      </Button>
                      <Button type="button" size="sm" variant="ghost" disabled={i === team.length - 1} onClick={() => move(i, 1)}>
                        <ArrowDown className="size-4" aria-hidden="true" /> Down
                        <span className="sr-only"> {m.name || `team member ${i + 1}`}</span>
                      </Button>
                      <Button type="button" size="sm" variant="ghost" onClick={() => setTeam(team.filter((_, j) => j !== i))}>
                        <Trash2 className="size-4" aria-hidden="true" /> Remove
                        <span className="sr-only"> {m.name || `team member ${i + 1}`}</span>
                      </Button>
                    </div>
                  </fieldset>
                );
              })}
              <Button type="button" variant="secondary" onClick={() => setTeam([...team, { ...NEW_MEMBER }])}>
                <Plus className="size-4" aria-hidden="true" /> Add a Team Member
              </Button>
            </Panel>
          </>
        );
      }}
    </BlockEditor>
  );
}
