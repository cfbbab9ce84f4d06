/**
 * The report charts. Loaded lazily by the reports screen: recharts is large
 * and the tables are readable before it arrives.
 */
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '#src/lib/format/price';

const INK = '#0e0e10';
const GOLD = '#b08d57';
const GRID = 'rgba(14,14,16,0.08)';
const axis = { fontSize: 11, fill: 'rgba(14,14,16,0.55)' };
const compactMoney = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export function SalesChart({ data }: { data: { label: string; count: number; value: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={false} interval="preserveStartEnd" />
        <YAxis yAxisId="count" allowDecimals={false} tick={axis} tickLine={false} axisLine={false} width={28} />
        <YAxis
          yAxisId="value"
          orientation="right"
          tick={axis}
          tickLine={false}
          axisLine={false}
          width={48}
          tickFormatter={(v: number) => `$${compactMoney.format(v)}`}
        />
        <Tooltip
          formatter={(v, name) => (name === 'Value' ? formatPrice(Number(v)) : v)}
          contentStyle={{ borderRadius: 8, fontSize: 12 }}
        />
        <Bar isAnimationActive={false} yAxisId="count" dataKey="count" name="Sold" fill={INK} radius={[4, 4, 0, 0]} maxBarSize={28} />
        <Line isAnimationActive={false} yAxisId="value" dataKey="value" name="Value" stroke={GOLD} strokeWidth={2} dot={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export function CountBars({ data, colors }: { data: { label: string; count: number }[]; colors?: string[] }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(160, data.length * 36)}>
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid horizontal={false} stroke={GRID} />
        <XAxis type="number" allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
        <YAxis type="category" dataKey="label" tick={axis} tickLine={false} axisLine={false} width={120} />
        <Tooltip contentStyle={{ borderRadius: 8, fontSize: 12 }} cursor={{ fill: 'rgba(176,141,87,0.08)' }} />
        <Bar isAnimationActive={false} dataKey="count" name="Count" radius={[0, 4, 4, 0]} maxBarSize={22}>
          {data.map((d, i) => (
            <Cell key={d.label} fill={colors?.[i] ?? (i % 2 ? GOLD : INK)} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
