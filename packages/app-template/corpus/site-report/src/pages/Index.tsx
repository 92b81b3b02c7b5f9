import { jsPDF } from 'jspdf'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { Button } from '@/components/ui/button'
import { useEffect, useRef, useState } from 'react'

const SITES = [
  { name: 'Harbour office', lat: 51.505, lng: -0.09 },
  { name: 'North depot', lat: 51.515, lng: -0.1 },
]

function toPdf(element: HTMLElement): Promise<jsPDF> {
  const doc = new jsPDF({ unit: 'pt' })
  return new Promise((resolve) => {
    void doc.html(element, { callback: resolve, html2canvas: { scale: 0.5 } })
  })
}

export default function Index() {
  const mapRef = useRef<HTMLDivElement>(null)
  const reportRef = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState('')

  useEffect(() => {
    const map = L.map(mapRef.current!).setView([51.51, -0.095], 13)
    for (const site of SITES)
      L.marker([site.lat, site.lng], { title: site.name }).addTo(map)
    return () => {
      map.remove()
    }
  }, [])

  const download = async () => {
    const doc = await toPdf(reportRef.current!)
    setStatus(`Report ready: ${doc.getNumberOfPages()} page`)
  }

  return (
    <main className="mx-auto max-w-3xl space-y-6 p-8">
      <div ref={reportRef} className="space-y-2">
        <h1 className="text-3xl font-bold">Site report</h1>
        <ul className="list-disc pl-6">
          {SITES.map((site) => (
            <li key={site.name}>{site.name}</li>
          ))}
        </ul>
      </div>
      <div ref={mapRef} className="h-72 rounded-lg border" />
      <Button onClick={download}>Download report</Button>
      {status && <p role="status">{status}</p>}
    </main>
  )
}
